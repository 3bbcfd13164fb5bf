import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { contactBody } from '../fixtures/contact-body'
import { CONFIRM_LINK, linkFrom, receiveMail, unique } from './support/mailbox'

const PASSWORD = 'saffron-kesar-21'

/**
 * Buyer accounts end to end. The test server sends its email over SMTP to a real server started
 * by scripts/serve-test.mjs, which writes each message to E2E_MAILBOX_DIR.
 */

async function signUp(page: Page, email: string, firstName = 'Lena') {
  await page.goto('/signup')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible()
  await expect(page.getByText('Sign in to your account or create a new one')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  const form = page.getByRole('form', { name: 'Sign Up' })
  await form.getByLabel('First Name').fill(firstName)
  await form.getByLabel('Last Name').fill('Fischer')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel(/^Password/).fill(PASSWORD)
  await form.getByLabel(/^Confirm Password/).fill(PASSWORD)
  const region = await markToastRegion(page)
  await form.getByRole('button', { name: 'Create Account' }).click()
  const toast = region.getByTestId('toast')
  await expect(toast).toContainText('Check your email')
  await expect(toast).toContainText(
    'We sent you a confirmation link to complete your registration.',
  )
  await expectSameToastRegion(region)
  await expect(form.getByLabel('First Name')).toHaveValue('')
}

/**
 * The page's polite live region for toasts: there, empty, before anything happens (a region
 * that appears together with its message is not read out), marked to tell it from a new one.
 */
async function markToastRegion(page: Page) {
  const region = page.getByRole('status').and(page.getByTestId('toast-region'))
  await expect(region).toHaveAttribute('aria-live', 'polite')
  await expect(region).toBeEmpty()
  await region.evaluate((el) => el.setAttribute('data-marked', ''))
  return region
}

/** The toast went into the region that was there before it: the same element. */
async function expectSameToastRegion(region: Locator) {
  await expect(region).toHaveAttribute('data-marked', '')
  await expect(region.page().getByTestId('toast-region')).toHaveCount(1)
}

/**
 * Follows the emailed confirmation link: a page that asks, and changes nothing until the buyer
 * presses Confirm (mail scanners open links too).
 */
async function confirmByLink(page: Page, text: string, baseURL: string, email: string) {
  await page.goto(linkFrom(text, CONFIRM_LINK, baseURL))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your email address' }),
  ).toBeVisible()
  await expect(page.getByRole('main')).toContainText(
    `Confirm ${email} as the email address of your account?`,
  )
  await page.getByRole('button', { name: 'Confirm my email address' }).click()
  await expect(page).toHaveURL(/\/auth\?status=confirmed$/)
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  const form = page.getByRole('form', { name: 'Sign In' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel(/^Password/).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

test.describe('buyer accounts', () => {
  test('sign up → confirmation email → sign in → name in the header → inquiry → my account → sign out', async ({
    page,
    baseURL,
  }) => {
    const email = unique('lena')
    // A guest inquiry from the address, before the account: joins it once the address is proven.
    const guest = await page.request.post('/api/inquiry', {
      data: contactBody({ email, message: 'Guest question about Lakadong turmeric.' }),
    })
    expect(guest.status()).toBe(201)
    await signUp(page, email)

    const mail = await receiveMail(email, /Confirm your email address/)
    expect(mail.text).toContain('Hello Lena,')
    // Opening the link only shows the page: signing in still needs the confirmation.
    await page.goto(linkFrom(mail.text, CONFIRM_LINK, baseURL!))
    const early = await page.request.post('/api/account/signin', {
      data: { email, password: PASSWORD },
    })
    expect(early.status()).toBe(403)
    await confirmByLink(page, mail.text, baseURL!, email)
    await expect(page.getByTestId('auth-status')).toHaveText(
      'Your email address is confirmed. You can now sign in.',
    )
    // The Confirm button's answer is a new page: its forms are live once its script runs (a
    // click before that sends the sign-in form without it), as the header's language button
    // shows (a link until then).
    await expect(page.getByRole('button', { name: 'Choose language' })).toBeVisible()

    // The busy label shows while the request is out.
    await page.route('**/api/account/signin', async (route) => {
      await new Promise((r) => setTimeout(r, 400))
      await route.continue()
    })
    await signIn(page, email)
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(page.getByTestId('account-menu')).toContainText('Lena')
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0)

    const cookies = await page.context().cookies()
    const session = cookies.find((c) => c.name === 'buyer_session')
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })

    // A signed-in buyer opening the auth screen goes home.
    await page.goto('/auth')
    await expect(page).toHaveURL(`${baseURL}/`)

    // An inquiry sent while signed in (from another address) is linked to the account.
    await page.goto('/contact')
    // The contact details come from the account.
    await expect(page.getByLabel('Contact Person')).toHaveValue('Lena Fischer')
    await expect(page.getByRole('main').getByLabel('Email Address')).toHaveValue(email)
    await page.getByLabel('Inquiry Type').selectOption('bulk')
    await page.getByLabel('Company Name').fill('Fischer Gewürze GmbH')
    await page.getByLabel('Contact Person').fill('Lena Fischer')
    await page.getByRole('main').getByLabel('Email Address').fill(unique('purchasing'))
    await page.getByLabel('Phone Number').fill('+49 40 555 0100')
    await page.getByLabel(/^Country/).fill('Germany')
    await page.getByLabel('Expected Quantity').fill('5 MT')
    await page.getByLabel('Message').fill('Please quote 5 MT of Malabar black pepper, 500 GL.')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Send Inquiry' }).click()
    await expect(page.getByTestId('toast')).toContainText('Inquiry received')

    await page.getByTestId('account-menu').click()
    await page.getByRole('link', { name: 'My account' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
    const list = page.getByTestId('my-inquiries')
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list).toContainText('Malabar black pepper')
    await expect(list).toContainText('Received')
    await expect(list).toContainText(/INQ-\d{6}/)
    const earlier = page.getByTestId('earlier-inquiries')
    await expect(
      earlier.getByRole('heading', { name: 'Sent before you had an account' }),
    ).toBeVisible()
    await expect(earlier.getByRole('listitem')).toHaveCount(1)
    await expect(earlier).toContainText('Guest question about Lakadong turmeric.')
    // axe measures colours as they are at that moment: not under the pointer left where the
    // menu was (a hover colour halfway through its transition), nor under the sending toast
    // that stays over the pages for 8 s.
    await page.mouse.move(0, 0)
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 })
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])

    // Profile edits are stored.
    await page.getByLabel(/^Company Name/).fill('Fischer Gewürze GmbH')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Profile saved' })).toBeVisible()
    await page.reload()
    await expect(page.getByLabel(/^Company Name/)).toHaveValue('Fischer Gewürze GmbH')

    // Sign out from the header: toast, links back, and the session is gone on the server.
    await page.goto('/about')
    // (Shown once the session is read, by the page's script.)
    await page.getByTestId('account-menu').click()
    await expect(page.getByTestId('account-menu')).toHaveAttribute('aria-expanded', 'true')
    const region = await markToastRegion(page)
    await page.getByRole('button', { name: 'Sign Out' }).click()
    const toast = region.getByTestId('toast')
    await expect(toast).toContainText('Signed out')
    await expect(toast).toContainText('You have been successfully signed out.')
    await expectSameToastRegion(region)
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
    const after = await page.request.get('/api/account/session', {
      headers: { cookie: `buyer_session=${session!.value}` },
    })
    expect(await after.json()).toEqual({ buyer: null })
    await page.goto('/account')
    await expect(page).toHaveURL(/\/auth\?status=sign-in-required/)
  })

  test('the toast regions are in the page as served, empty, before any script runs', async ({
    request,
  }) => {
    for (const path of ['/auth', '/ar/about']) {
      const html = await (await request.get(path)).text()
      expect(html).toMatch(
        /<div role="status" aria-live="polite" data-testid="toast-region"[^>]*><\/div>/,
      )
      expect(html).toMatch(
        /<div role="alert" aria-live="assertive" data-testid="toast-alerts"[^>]*><\/div>/,
      )
    }
  })

  test('a password never goes into the address, even when the form is sent before its script runs', async ({
    browser,
  }) => {
    // Without scripts (or before they start) the browser sends the form itself: as a POST,
    // which shows the sign-in page again, never as a GET with the fields in the URL.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/auth')
    const form = page.getByRole('form', { name: 'Sign In' })
    await form.getByLabel('Email').fill('early@buyer.example')
    await form.getByLabel(/^Password/).fill(PASSWORD)
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/auth')),
      form.getByRole('button', { name: 'Sign In' }).click(),
    ])
    expect(request.method()).toBe('POST')
    await page.waitForLoadState()
    expect(page.url()).not.toContain(PASSWORD)
    expect(page.url()).not.toContain('password')
    await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible()
    await context.close()
  })

  test('the header shows a placeholder while the session loads', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'signed_in', value: '1', url: baseURL! }])
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/api/account/session', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/about')
    await expect(page.getByTestId('account-placeholder').filter({ visible: true })).toBeVisible()
    release()
    // No real session behind the hint: the links come back and the hint is cleared.
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
    await expect(page.getByTestId('account-placeholder')).toHaveCount(0)
  })

  test('signing in before confirming says so and sends a new link; wrong passwords fail alike', async ({
    page,
    baseURL,
  }) => {
    const email = unique('early')
    await signUp(page, email, 'Kenji')
    await page.getByRole('tab', { name: 'Sign In' }).click()
    await signIn(page, email)
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Sign in failed')
    await expect(toast).toContainText('Please confirm your email address first')
    await page.getByRole('button', { name: 'Send a new confirmation link' }).click()
    await expect(toast).toContainText('Confirmation link sent')

    await signIn(page, email, 'not-the-password')
    await expect(toast).toContainText('Invalid email or password.')
    await signIn(page, unique('nobody'), 'not-the-password')
    await expect(toast).toContainText('Invalid email or password.')

    // The field rules show under their fields.
    await page.goto('/signup')
    const form = page.getByRole('form', { name: 'Sign Up' })
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByLabel(/^Password/).fill('12345')
    await form.getByLabel(/^Confirm Password/).fill('54321')
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expect(form.getByText('First name is required')).toBeVisible()
    await expect(form.getByText('Last name is required')).toBeVisible()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible()
    await expect(form.getByText("Passwords don't match")).toBeVisible()
    await expect(page.getByTestId('toast')).toContainText('Sign up failed')

    // The second confirmation link works.
    const mail = await receiveMail(email, /Confirm your email address/)
    expect(mail.text).toContain('Hello Kenji,')
    void baseURL
  })

  test('forgot password: the emailed link sets a new password once', async ({ page, baseURL }) => {
    const email = unique('reset')
    await signUp(page, email, 'Omar')
    const confirm = await receiveMail(email, /Confirm your email address/)
    await confirmByLink(page, confirm.text, baseURL!, email)

    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    await page.getByRole('main').getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByTestId('toast')).toContainText('Check your email')

    const mail = await receiveMail(email, /Reset your password/)
    const link = linkFrom(mail.text, /\/auth\/reset\?token=[\w-]+/, baseURL!)
    await page.goto(link)
    await page.getByLabel(/^New password/).fill('new-secret-55')
    await page.getByLabel(/^Confirm Password/).fill('new-secret-55')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page).toHaveURL(/\/auth\?status=password-reset$/)
    await signIn(page, email, 'new-secret-55')
    await expect(page.getByTestId('account-menu')).toContainText('Omar')

    // Used once: the same link now fails.
    await page.goto(link)
    await page.getByLabel(/^New password/).fill('another-secret-66')
    await page.getByLabel(/^Confirm Password/).fill('another-secret-66')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByTestId('toast')).toContainText('This link is not valid')
  })

  test('buyers cannot use the staff admin or the content API', async ({ page, baseURL }) => {
    const email = unique('noadmin')
    await signUp(page, email, 'Ana')
    const confirm = await receiveMail(email, /Confirm your email address/)
    await confirmByLink(page, confirm.text, baseURL!, email)
    await signIn(page, email)
    await expect(page.getByTestId('account-menu')).toContainText('Ana')
    for (const url of [
      '/api/inquiries',
      '/api/buyers',
      '/api/users',
      '/api/emails',
      '/api/buyer-tokens',
    ])
      expect((await page.request.get(url)).status(), url).toBe(403)
    await page.goto('/admin')
    await expect(page.getByLabel('Email')).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test('the Confirm button works without JavaScript', async ({ browser, baseURL }) => {
    const email = unique('nojs')
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const res = await page.request.post('/api/account/signup', {
      data: {
        firstName: 'Ravi',
        lastName: 'Iyer',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        locale: 'en',
      },
    })
    expect(res.status()).toBe(201)
    const mail = await receiveMail(email, /Confirm your email address/)
    await confirmByLink(page, mail.text, baseURL!, email)
    await expect(page.getByTestId('auth-status')).toHaveText(
      'Your email address is confirmed. You can now sign in.',
    )
    await context.close()
  })
})
