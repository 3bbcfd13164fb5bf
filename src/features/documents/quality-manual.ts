import { serverTranslator } from '@/i18n/server-messages'
import { contactBlock, paragraphs, startPageDocument, stats } from './company-profile'
import type { QualityManualData } from './data'
import { formatDate } from './layout'
import { colors } from './writer'

/** The quality page as a printable quality manual, with the certificates' current validity. */
export async function renderQualityManual(data: QualityManualData): Promise<Buffer> {
  const { locale, company, quality } = data
  const td = serverTranslator(locale, 'documents')
  const tq = serverTranslator(locale, 'quality')
  const { w, finish, body } = startPageDocument(data, td('qualityManual'), quality.hero)

  w.heading(quality.promise.title, 15)
  for (const p of paragraphs(quality.promise.text)) w.paragraph(p, body)
  stats(w, quality.promise.stats ?? [])

  if (quality.process?.length) {
    w.heading(tq('processTitle'), 15)
    quality.process.forEach((step, i) => {
      w.paragraph(
        `${tq('step', { n: i + 1 })} · ${step.title}`,
        {
          size: 10.5,
          weight: 'bold',
          color: colors.brand,
        },
        { after: 1 },
      )
      w.paragraph(step.text, body, { after: 3 })
      for (const c of step.checks ?? []) w.bullet(c.text, { size: 9.5, base: 'auto' })
      w.space(6)
    })
  }

  if (data.certificates.length) {
    w.heading(tq('tabCertifications'), 15)
    w.table(
      [
        { header: td('certificate'), width: 0.24, weight: 'bold' },
        { header: tq('issuer'), width: 0.22 },
        { header: td('scope'), width: 0.34 },
        { header: td('status'), width: 0.2 },
      ],
      data.certificates.map((c) => [
        c.name,
        c.issuer,
        c.scope,
        c.status === 'ongoing'
          ? tq('ongoing')
          : c.status === 'expired' || !c.until
            ? tq('renewal')
            : tq('validUntil', { date: formatDate(locale, c.until) }),
      ]),
      { size: 9, base: 'auto' },
    )
  }

  if (quality.testing?.length) {
    w.heading(tq('tabTesting'), 15)
    for (const group of quality.testing) {
      w.paragraph(
        group.name,
        { size: 10.5, weight: 'bold', color: colors.brand, base: 'auto' },
        { after: 2 },
      )
      for (const p of group.parameters ?? []) w.bullet(p.text, { size: 9.5, base: 'auto' })
      w.space(6)
    }
  }

  w.heading(tq('tabLab'), 15)
  w.keyValues([
    [tq('labCapacity'), quality.lab.capacity],
    [tq('routine'), quality.lab.routineTurnaround],
    [tq('specialized'), quality.lab.specializedTurnaround],
    [tq('accreditation'), quality.lab.accreditation],
  ])
  w.space(6)
  if (quality.lab.equipment?.length)
    w.table(
      [
        { header: td('equipment'), width: 0.4, weight: 'bold' },
        { header: td('purpose'), width: 0.6 },
      ],
      quality.lab.equipment.map((e) => [e.name, e.purpose]),
      { size: 9, base: 'auto' },
    )

  w.heading(quality.compliance.title, 15)
  for (const item of quality.compliance.items ?? []) {
    w.paragraph(item.title, { size: 10.5, weight: 'bold', base: 'auto' }, { after: 1 })
    for (const p of paragraphs(item.text)) w.paragraph(p, body)
  }

  contactBlock(w, company)
  return finish()
}
