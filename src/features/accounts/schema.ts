import { z } from 'zod/mini'
import '@/lib/zod-browser'
import { localeCodes } from '@/i18n/locales'
import { fieldErrors, type FieldError } from '@/components/form/field-errors'
import { email, line, optionalLine } from '@/components/form/rules'
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PROFILE_FIELD_MAX } from './constants'

/**
 * The account forms' rules, shared by the browser and the server (the judge). Messages are keys
 * of `auth.errors` in messages/*.json; the spec's texts are the English ones.
 */

const password = z
  .string({ error: 'passwordShort' })
  .check(
    z.minLength(PASSWORD_MIN, { error: 'passwordShort' }),
    z.maxLength(PASSWORD_MAX, { error: 'tooLong' }),
  )

const signInEmail = email('emailInvalid')

/** The second password field must repeat the first. */
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  { error: 'passwordsDontMatch', path: ['confirmPassword'] },
)

export const signInSchema = z.object({ email: signInEmail, password })

export const signUpSchema = z
  .object({
    firstName: line(NAME_MAX, 'firstNameRequired'),
    lastName: line(NAME_MAX, 'lastNameRequired'),
    email: signInEmail,
    password,
    confirmPassword: z.string({ error: 'passwordsDontMatch' }),
    locale: z.optional(z.enum(localeCodes as [string, ...string[]])),
  })
  .check(passwordsMatch)

export const emailOnlySchema = z.object({ email: signInEmail })

export const resetSchema = z
  .object({
    token: z
      .string({ error: 'linkInvalid' })
      .check(z.minLength(10, { error: 'linkInvalid' }), z.maxLength(200)),
    password,
    confirmPassword: z.string({ error: 'passwordsDontMatch' }),
  })
  .check(passwordsMatch)

export const profileSchema = z.object({
  firstName: line(NAME_MAX, 'firstNameRequired'),
  lastName: line(NAME_MAX, 'lastNameRequired'),
  company: optionalLine(PROFILE_FIELD_MAX),
  country: optionalLine(PROFILE_FIELD_MAX),
  phone: optionalLine(40),
  locale: z.enum(localeCodes as [string, ...string[]], { error: 'invalidText' }),
})

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'passwordShort' })
      .check(z.minLength(1, { error: 'passwordShort' }), z.maxLength(PASSWORD_MAX)),
    password,
    confirmPassword: z.string({ error: 'passwordsDontMatch' }),
  })
  .check(passwordsMatch)

export type SignIn = z.infer<typeof signInSchema>
export type SignUp = z.infer<typeof signUpSchema>
export type Profile = z.infer<typeof profileSchema>

export { fieldErrors, type FieldError }
