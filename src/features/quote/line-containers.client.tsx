'use client'

import {
  containers,
  containersFor,
  packForLine,
  planLoad,
  plannerNumbers,
  type ContainerId,
} from '@/features/load-planner'
import { useLocale, useTranslations } from '@/lib/client-texts'
import type { QuoteLine } from './store'

/**
 * A quote line's quantity as containers of its pack size ("≈ 1.6 × 20' FCL — round up to 2 full
 * containers"), in a 20′ and a 40′ high cube (the reefers for a pack that needs one). Nothing
 * when the product has no pack data, the quantity is in containers already or cannot be read.
 */
export function LineContainers({ line, id }: { line: QuoteLine; id: string }) {
  const t = useTranslations('loadPlanner')
  const locale = useLocale()
  const { unit, quantity } = line
  if (!line.packs?.length || unit === 'containers') return null
  const pack = packForLine(line.packs, line.packSize)
  if (!pack) return null
  const n = plannerNumbers(locale)
  const ids: ContainerId[] = pack.spec.reefer ? ['20rf', '40rf'] : ['20dv', '40hc']
  const items = ids.flatMap((containerId) => {
    const plan = planLoad(pack.spec, containers[containerId])
    if (!plan.ok) return []
    const count = containersFor({ value: quantity, unit }, plan)
    return count.ok ? [{ containerId, count }] : []
  })
  if (items.length === 0) return null
  return (
    <ul id={id} className="space-y-0.5 text-sm text-stone-700 sm:col-span-12">
      {items.map(({ containerId, count }) => (
        <li key={containerId} data-container={containerId}>
          {t('asContainers', {
            count: n.tenths(count.containersTenths),
            container: containers[containerId].shortLabel,
          })}
          {count.whole ? null : ` — ${t('roundUpShort', { count: count.fullContainers })}`}
        </li>
      ))}
    </ul>
  )
}
