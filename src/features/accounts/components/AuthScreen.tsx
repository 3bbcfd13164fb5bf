import { Info } from 'lucide-react'
import type { Metadata } from 'next'
import NextLink from '@/components/link'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Tabs } from '@/components/ui/tabs.client'
import { sitePath } from '@/components/form/rules'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { currentSession } from '../server'
import { AccountMessages } from './AccountMessages'
import { ForgotForm, ResetForm, SignInForm, SignUpForm } from './auth-forms.client'
import { firstParam } from '@/components/listing/listing'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const authStatuses = [
  'confirmed',
  'already-confirmed',
  'link-expired',
  'link-invalid',
  'password-reset',
  'signed-out',
  'sign-in-required',
  'rate-limited',
  'failed',
] as const
const goodNews = new Set(['confirmed', 'already-confirmed', 'password-reset', 'signed-out'])

/** The card every account screen sits in: heading, intro, content and "Back to home". */
function Card({
  locale,
  title,
  intro,
  children,
  back,
}: {
  locale: Locale
  title: string
  intro: string
  children: React.ReactNode
  back: { href: string; label: string }
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-center text-stone-600">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
      <p className="mt-6 text-center">
        <NextLink
          href={back.href}
          className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          lang={locale}
        >
          {back.label}
        </NextLink>
      </p>
    </div>
  )
}

function Notice({ status, text }: { status: string; text: string }) {
  const good = goodNews.has(status)
  return (
    <p
      data-testid="auth-status"
      className={
        good
          ? 'mb-5 flex gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-950'
          : 'mb-5 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950'
      }
    >
      <Info aria-hidden="true" className="size-5 shrink-0" />
      {text}
    </p>
  )
}

const noindex = { index: false, follow: true }

async function screenLocale(params: Props['params']): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/** /auth, /login and /signup: the "Welcome" card with the Sign In and Sign Up tabs. */
export function authScreen(defaultTab: 'signin' | 'signup') {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace: 'auth' })
    return {
      title: t('metaTitle'),
      description: t('metaDescription'),
      robots: noindex,
      alternates: { canonical: localizedPath(locale, '/auth') },
    }
  }

  async function Page({ params, searchParams }: Props) {
    const locale = await screenLocale(params)
    const query = await searchParams
    if (await currentSession()) redirect(localizedPath(locale, '/'))
    const t = await getTranslations({ locale, namespace: 'auth' })
    const status = authStatuses.find((s) => s === firstParam(query.status))
    const next = sitePath(firstParam(query.next)) ?? undefined
    const tab = firstParam(query.tab) === 'signup' ? 'signup' : defaultTab
    return (
      <Card
        locale={locale}
        title={t('title')}
        intro={t('subtitle')}
        back={{ href: localizedPath(locale, '/'), label: t('backHome') }}
      >
        {status && <Notice status={status} text={t(`status.${status}`)} />}
        <noscript>
          <p className="mb-5 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t('needsJavaScript')}
          </p>
        </noscript>
        <AccountMessages locale={locale}>
          <Tabs
            label={t('title')}
            defaultTab={tab}
            tabs={[
              { id: 'signin', label: t('tabSignIn'), panel: <SignInForm next={next} /> },
              { id: 'signup', label: t('tabSignUp'), panel: <SignUpForm /> },
            ]}
          />
        </AccountMessages>
        <p className="mt-6 border-t border-stone-200 pt-4 text-sm text-stone-600">
          {t('whyAccount')}
        </p>
      </Card>
    )
  }
  return { generateMetadata, Page }
}

/** /auth/forgot: ask for a reset link. */
export function forgotScreen() {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace: 'auth' })
    return { title: t('forgotTitle'), robots: noindex }
  }
  async function Page({ params }: Props) {
    const locale = await screenLocale(params)
    const t = await getTranslations({ locale, namespace: 'auth' })
    return (
      <Card
        locale={locale}
        title={t('forgotTitle')}
        intro={t('forgotIntro')}
        back={{ href: localizedPath(locale, '/auth'), label: t('backToSignIn') }}
      >
        <AccountMessages locale={locale}>
          <ForgotForm />
        </AccountMessages>
      </Card>
    )
  }
  return { generateMetadata, Page }
}

/** /auth/reset?token=…: the link in the reset email. */
export function resetScreen() {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace: 'auth' })
    // The token stays out of the Referer of anything this page links to.
    return { title: t('resetTitle'), robots: noindex, referrer: 'no-referrer' }
  }
  async function Page({ params, searchParams }: Props) {
    const locale = await screenLocale(params)
    const token = firstParam((await searchParams).token)
    const t = await getTranslations({ locale, namespace: 'auth' })
    return (
      <Card
        locale={locale}
        title={t('resetTitle')}
        intro={t('resetIntro')}
        back={{ href: localizedPath(locale, '/auth'), label: t('backToSignIn') }}
      >
        {token ? (
          <AccountMessages locale={locale}>
            <ResetForm token={token} />
          </AccountMessages>
        ) : (
          <>
            <Notice status="link-invalid" text={t('status.link-invalid')} />
            <NextLink
              href={localizedPath(locale, '/auth/forgot')}
              className="font-medium text-brand-800 underline"
            >
              {t('forgotLink')}
            </NextLink>
          </>
        )}
      </Card>
    )
  }
  return { generateMetadata, Page }
}
