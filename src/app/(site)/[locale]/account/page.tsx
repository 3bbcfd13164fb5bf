import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AccountInquiries } from '@/features/accounts/components/AccountInquiries'
import { AccountMessages } from '@/features/accounts/components/AccountMessages'
import {
  PasswordForm,
  ProfileForm,
  SignOutButton,
} from '@/features/accounts/components/account-forms.client'
import { publicBuyer } from '@/features/accounts/http'
import { currentSession } from '@/features/accounts/server'
import { accountInquiries } from '@/features/accounts/service'
import { FollowedProducts } from '@/features/policy'
import { privatePageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = privatePageMetadata('auth.account')

/** /account: the buyer's details, password, and every inquiry linked to the account. */
export default async function AccountPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params)
  const session = await currentSession()
  if (!session) redirect(localizedPath(locale, '/auth?status=sign-in-required&next=%2Faccount'))
  const buyer = session.buyer
  const [t, inquiries] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    accountInquiries({ payload: await getPayloadClient() }, buyer),
  ])
  const name = buyer.firstName || buyer.email.split('@')[0]
  return (
    <AccountMessages locale={locale}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-stone-900">{t('account.title')}</h1>
            <p className="mt-2 text-lg text-stone-700">{t('account.greeting', { name })}</p>
            <p className="text-sm text-stone-600">
              {t('account.signedInAs', { email: buyer.email })}
            </p>
          </div>
          <SignOutButton />
        </div>

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="grid content-start gap-10">
            <section aria-labelledby="profile-heading">
              <h2 id="profile-heading" className="text-xl font-semibold text-stone-900">
                {t('account.profileTitle')}
              </h2>
              <p className="mt-1 mb-4 text-sm text-stone-600">{t('account.profileIntro')}</p>
              <ProfileForm
                initial={{
                  ...publicBuyer(session),
                  locale: buyer.locale ?? locale,
                }}
              />
            </section>
            <section aria-labelledby="password-heading">
              <h2 id="password-heading" className="mb-4 text-xl font-semibold text-stone-900">
                {t('account.passwordTitle')}
              </h2>
              <PasswordForm />
            </section>
            <FollowedProducts
              locale={locale}
              buyer={buyer.id}
              status={String((await searchParams).policy ?? '')}
            />
          </div>

          <AccountInquiries locale={locale} inquiries={inquiries} />
        </div>
      </div>
    </AccountMessages>
  )
}
