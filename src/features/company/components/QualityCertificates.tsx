import { BadgeCheck, CircleAlert, Mail } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import { certificateState } from '@/features/company/certificates'
import { DocumentLink, fileFormat, formatFileSize } from '@/features/documents'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { Certificate } from '@/payload-types'

/**
 * The certificates with their validity: a current one offers its file, an expired one (unless
 * staff hid it) offers a request for the renewed one.
 */
export async function QualityCertificates({
  locale,
  certificates,
}: {
  locale: Locale
  certificates: Certificate[]
}) {
  const [t, td] = await Promise.all([
    getTranslations({ locale, namespace: 'quality' }),
    getTranslations({ locale, namespace: 'documents' }),
  ])
  const monthYear = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const now = new Date()
  const shown = certificates
    .map((c) => ({ cert: c, status: certificateState(c, now) }))
    .filter(({ cert, status }) => !(status.state === 'expired' && cert.whenExpired === 'hide'))
  const qualityInquiry = localizedPath(locale, '/contact?type=quality')
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {shown.map(({ cert, status }) => {
        const file = typeof cert.file === 'object' && cert.file?.url ? cert.file : null
        return (
          <li
            key={cert.id}
            className="flex flex-col rounded-xl border border-stone-200 bg-white p-6"
            data-state={status.state}
          >
            <h3 className="text-lg font-semibold">{cert.name}</h3>
            <p className="text-sm text-stone-600">
              {t('issuer')}: {cert.issuer}
            </p>
            <p className="mt-3 text-sm leading-6 text-stone-700">{cert.scope}</p>
            <p className="mt-4 text-sm font-medium">
              {status.state === 'expired' ? (
                <span className="inline-flex items-center gap-1.5 text-saffron-700">
                  <CircleAlert aria-hidden="true" className="size-4" />
                  {t('renewal')}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1.5 text-brand-800">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {status.state === 'ongoing'
                    ? t('ongoing')
                    : t('validUntil', { date: monthYear.format(status.until) })}
                </span>
              )}
            </p>
            <div className="mt-auto pt-5">
              {file && status.state !== 'expired' ? (
                <DocumentLink
                  href={file.url!}
                  label={t('downloadCertificate')}
                  mimeType={file.mimeType ?? undefined}
                  format={
                    file.filesize
                      ? td('fileSize', {
                          format: fileFormat(file.mimeType),
                          size: formatFileSize(locale, file.filesize),
                        })
                      : fileFormat(file.mimeType)
                  }
                  className={buttonClass('outline', 'sm')}
                  iconClassName="size-4"
                >
                  <span className="sr-only">: {cert.name}</span>
                </DocumentLink>
              ) : (
                <NextLink
                  href={`${qualityInquiry}&product=${encodeURIComponent(cert.name)}`}
                  className={buttonClass('outline', 'sm')}
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {t('requestCertificate')}
                  <span className="sr-only">: {cert.name}</span>
                </NextLink>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
