import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import {
  containers,
  offeredContainers,
  plannerNumbers,
  type PlannerPack,
  type Weight,
} from '@/features/load-planner'
import { localeDir, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import {
  planQuantityUnits,
  planSelection,
  planView,
  type PlanSelection,
  type PlanView,
} from '../load-plan'

type Props = {
  locale: Locale
  product: { slug: string; name: string; packs: PlannerPack[] }
  /** The buyer's choice (the result page); the product page shows the defaults. */
  selection?: PlanSelection | null
}

const fieldClass =
  'block w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 aria-invalid:border-red-700'

/**
 * The container load planner of a product (issue #30): pack size, container and an optional
 * quantity in a form that loads the result page (a GET: it works without JavaScript, and the
 * cached product page stays the same for everyone), and the plan below it. Shown only when the
 * product has pack data.
 */
export async function LoadPlanner({ locale, product, selection }: Props) {
  const chosen = selection ?? planSelection(product.packs)
  if (!chosen) return null
  const view = planView(chosen)
  const t = await getTranslations({ locale, namespace: 'loadPlanner' })
  const offered = offeredContainers(chosen.pack.spec)
  const containerChoices = offered.includes(chosen.containerId)
    ? offered
    : [...offered, chosen.containerId]
  const action = localizedPath(locale, `/product/${product.slug}/load-plan`)
  const quantityError =
    view.count && !view.count.ok ? t(`quantityErrors.${view.count.code}`) : undefined
  return (
    <section
      id="load-planner"
      aria-labelledby="load-planner-heading"
      className="mt-12 rounded-2xl border border-stone-200 p-4 sm:p-6"
    >
      <h2 id="load-planner-heading" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 max-w-3xl text-stone-700">{t('intro')}</p>
      <form
        method="get"
        action={`${action}#load-planner`}
        className="mt-5 grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto]"
      >
        <div className="min-w-0">
          <label htmlFor="plan-pack" className="mb-1 block text-sm font-medium">
            {t('pack')}
          </label>
          <select id="plan-pack" name="pack" defaultValue={chosen.pack.id} className={fieldClass}>
            {product.packs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="plan-container" className="mb-1 block text-sm font-medium">
            {t('container')}
          </label>
          <select
            id="plan-container"
            name="container"
            defaultValue={chosen.containerId}
            className={fieldClass}
          >
            {containerChoices.map((id) => (
              <option key={id} value={id}>
                {t(`containers.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="plan-quantity" className="mb-1 block text-sm font-medium">
            {t('quantity')}
          </label>
          <input
            id="plan-quantity"
            name="q"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            defaultValue={chosen.quantity}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? 'plan-quantity-error' : undefined}
            className={fieldClass}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor="plan-unit" className="mb-1 block text-sm font-medium">
            {t('unit')}
          </label>
          <select id="plan-unit" name="unit" defaultValue={chosen.unit} className={fieldClass}>
            {planQuantityUnits.map((u) => (
              <option key={u} value={u}>
                {t(`units.${u}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary', 'md')}>
          {t('calculate')}
        </button>
        {quantityError && (
          <p id="plan-quantity-error" className="text-sm text-red-700 sm:col-span-full">
            {quantityError}
          </p>
        )}
      </form>
      <PlanResultView locale={locale} view={view} />
      <p className="mt-4 text-xs text-stone-600">{t('source')}</p>
    </section>
  )
}

async function PlanResultView({ locale, view }: { locale: Locale; view: PlanView }) {
  const t = await getTranslations({ locale, namespace: 'loadPlanner' })
  const n = plannerNumbers(locale)
  const container = containers[view.containerId]
  // In a right-to-left page the pack's name (often with Latin units, "500 g / 1 kg") is kept
  // apart from the sentence around it (Unicode first-strong isolate), so its parts stay in order.
  const pack = localeDir(locale) === 'rtl' ? `\u2068${view.pack.label}\u2069` : view.pack.label
  const heading = t('resultHeading', {
    pack,
    container: t(`containers.${view.containerId}`),
  })
  const { plan } = view
  if (!plan.ok)
    return (
      <div className="mt-6 rounded-xl bg-saffron-50 p-4" role="status">
        <h3 className="font-semibold">{heading}</h3>
        <p className="mt-1 text-stone-800">{t(`planErrors.${plan.code}`)}</p>
      </div>
    )
  const weight = (w: Weight) => t('weight', { mt: n.mt(w), kg: n.kg(w), lb: n.lb(w) })
  const rows: [string, React.ReactNode][] = [
    [
      t('packsPerContainer'),
      <>
        <strong className="text-lg">{n.count(plan.packs)}</strong>{' '}
        <span className="text-stone-700">
          ({t(plan.limitedBy === 'weight' ? 'limitedByWeight' : 'limitedBySpace')})
        </span>
      </>,
    ],
    [t('bySpace'), n.count(plan.byVolume)],
    [t('byWeight'), n.count(plan.byWeight)],
    [t('net'), weight(plan.net)],
    [t('gross'), weight(plan.gross)],
    [t('fillVolume'), n.percent(plan.volumeFill)],
    [
      t('fillWeight'),
      t('fillWeightValue', {
        percent: n.percent(plan.weightFill),
        payload: n.count(plan.payloadKg),
      }),
    ],
  ]
  if (plan.pallets !== undefined && plan.unit.perPallet)
    rows.push([
      t('pallets'),
      t('palletsValue', { count: plan.pallets, perPallet: n.count(plan.unit.perPallet) }),
    ])
  const count = view.count?.ok ? view.count : undefined
  return (
    <div className="mt-6 rounded-xl bg-stone-50 p-4 sm:p-5" data-plan={plan.containerId}>
      <h3 className="font-semibold">{heading}</h3>
      <dl className="mt-3 divide-y divide-stone-200 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="grid gap-1 py-2 sm:grid-cols-5 sm:gap-3">
            <dt className="font-medium text-stone-600 sm:col-span-2">{k}</dt>
            <dd className="text-stone-900 sm:col-span-3">{v}</dd>
          </div>
        ))}
      </dl>
      {count && (
        <div className="mt-4 rounded-lg border border-brand-200 bg-white p-3" role="status">
          <p className="font-semibold">
            {t('quantityAs', {
              packs: n.count(count.packs),
              net: n.mt(count.net),
            })}{' '}
            <span className="inline-block">
              {t('asContainers', {
                count: n.tenths(count.containersTenths),
                container: container.shortLabel,
              })}
            </span>
          </p>
          <p className="mt-1 text-stone-700">
            {count.whole
              ? t('wholeContainers', { count: count.fullContainers })
              : t('roundUp', {
                  count: count.fullContainers,
                  packs: n.count(count.packsToFill),
                  net: n.mt(count.fullNet),
                })}
          </p>
        </div>
      )}
    </div>
  )
}
