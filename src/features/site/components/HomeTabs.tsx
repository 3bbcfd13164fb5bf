import { CheckCircle2 } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { RichText } from '@/components/rich-text'
import { Tabs } from '@/components/ui/tabs.client'
import { StatGrid } from '@/features/company'
import { LatestNewsCarousel } from '@/features/news'
import type { Locale } from '@/i18n/locales'
import type { HomePage } from '@/payload-types'

type Tab = HomePage['tabs']['logistics'] | HomePage['tabs']['quality']

function TabPanel({ locale, tab, extra }: { locale: Locale; tab: Tab; extra?: React.ReactNode }) {
  const stats = 'stats' in tab ? (tab.stats ?? []) : []
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="render-later [--later-height:40rem]">
        <h3 className="text-2xl font-semibold">{tab.title}</h3>
        <RichText
          data={tab.text}
          locale={locale}
          className="prose-compact mt-3 leading-7 text-stone-700"
        />
        <ul className="mt-5 space-y-2">
          {(tab.points ?? []).map((p) => (
            <li key={p.id ?? p.text} className="flex gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {p.text}
            </li>
          ))}
        </ul>
        {stats.length > 0 && <StatGrid stats={stats} className="mt-8 sm:grid-cols-3" />}
      </div>
      {extra && <div className="render-later [--later-height:36rem]">{extra}</div>}
    </div>
  )
}

/** Quality (with the latest news beside it), logistics and partnerships, one tab each. */
export async function HomeTabs({ locale, tabs }: { locale: Locale; tabs: HomePage['tabs'] }) {
  const t = await getTranslations({ locale, namespace: 'home' })
  return (
    <section className="bg-stone-50 py-16" aria-label={t('tabsLabel')}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Tabs
          label={t('tabsLabel')}
          defaultTab="quality"
          tabs={[
            {
              id: 'quality',
              label: tabs.quality.label,
              panel: (
                <TabPanel
                  locale={locale}
                  tab={tabs.quality}
                  extra={<LatestNewsCarousel locale={locale} />}
                />
              ),
            },
            {
              id: 'logistics',
              label: tabs.logistics.label,
              panel: <TabPanel locale={locale} tab={tabs.logistics} />,
            },
            {
              id: 'partnerships',
              label: tabs.partnerships.label,
              panel: <TabPanel locale={locale} tab={tabs.partnerships} />,
            },
          ]}
        />
      </div>
    </section>
  )
}
