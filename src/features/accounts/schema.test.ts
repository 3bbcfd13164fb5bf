import { describe, expect, it } from 'vitest'
import en from '../../../messages/en.json'
import { PASSWORD_MAX } from './constants'
import {
  changePasswordSchema,
  fieldErrors,
  profileSchema,
  resetSchema,
  signInSchema,
  signUpSchema,
} from './schema'

/** The English message each field error shows (as the forms and the API render it). */
function messages(result: { success: boolean; error?: unknown }): Record<string, string> {
  if (result.success) return {}
  const errors = fieldErrors(result.error as never)
  return Object.fromEntries(
    Object.entries(errors).map(([field, e]) => {
      const text = (en.auth.errors as Record<string, string>)[e.code]
      return [field, text.replace('{max}', String(e.values?.max))]
    }),
  )
}

const valid = {
  firstName: 'Amira',
  lastName: 'Haddad',
  email: 'amira@souk.example',
  password: 'secret1',
  confirmPassword: 'secret1',
}

describe('sign-in rules (spec section 5)', () => {
  it('accepts a valid address and a 6-character password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true)
  })
  it.each(['', 'plain', 'a@b', 'a b@c.com', 'a@@b.com', 'a..b@c.com', 'a@-b.com'])(
    'email %j → "Please enter a valid email address"',
    (email) => {
      expect(messages(signInSchema.safeParse({ email, password: '123456' })).email).toBe(
        'Please enter a valid email address',
      )
    },
  )
  it.each(['', '1', '12345'])(
    'password %j → "Password must be at least 6 characters"',
    (password) => {
      expect(messages(signInSchema.safeParse({ email: 'a@b.co', password })).password).toBe(
        'Password must be at least 6 characters',
      )
    },
  )
  it('a missing email or password is refused like an empty one', () => {
    expect(messages(signInSchema.safeParse({}))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
  })
  it(`a password over ${PASSWORD_MAX} characters is refused (hashing cost stays bounded)`, () => {
    expect(
      messages(signInSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(PASSWORD_MAX + 1) }))
        .password,
    ).toBe(`Too long: at most ${PASSWORD_MAX} characters`)
  })
})

describe('sign-up rules (spec section 5)', () => {
  it('accepts a complete sign-up', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true)
  })
  it('first name: "First name is required" (also when only spaces)', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, firstName: '' })).firstName).toBe(
      'First name is required',
    )
    expect(messages(signUpSchema.safeParse({ ...valid, firstName: '   ' })).firstName).toBe(
      'First name is required',
    )
  })
  it('last name: "Last name is required"', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, lastName: '' })).lastName).toBe(
      'Last name is required',
    )
  })
  it('"Passwords don\'t match" shows on confirmPassword', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: "Passwords don't match",
    })
  })
  it('the same email and password rules as sign-in', () => {
    expect(
      messages(
        signUpSchema.safeParse({ ...valid, email: 'x', password: '123', confirmPassword: '123' }),
      ),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
  })
  it('a name with a line break is refused', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, firstName: 'A\nB' })).firstName).toBe(
      'Please check this field',
    )
  })
})

describe('reset, change password and profile', () => {
  it('reset needs matching passwords of 6+ characters', () => {
    expect(
      messages(
        resetSchema.safeParse({ token: 'x'.repeat(43), password: '123', confirmPassword: '456' }),
      ),
    ).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: "Passwords don't match",
    })
  })
  it('change password needs the current one', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: '',
          password: 'secret1',
          confirmPassword: 'secret1',
        }),
      ).currentPassword,
    ).toBe('Password must be at least 6 characters')
  })
  it('profile: names required, optional fields empty → null, language from the list', () => {
    const ok = profileSchema.safeParse({
      firstName: 'Amira',
      lastName: 'Haddad',
      company: '',
      country: ' UAE ',
      phone: '',
      locale: 'ar',
    })
    expect(ok.success && ok.data).toEqual({
      firstName: 'Amira',
      lastName: 'Haddad',
      company: null,
      country: 'UAE',
      phone: null,
      locale: 'ar',
    })
    expect(
      messages(profileSchema.safeParse({ firstName: '', lastName: 'H', locale: 'xx' })),
    ).toEqual({
      firstName: 'First name is required',
      locale: 'Please check this field',
    })
  })
})
