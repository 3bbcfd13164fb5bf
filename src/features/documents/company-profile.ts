import { serverTranslator } from '@/i18n/server-messages'
import { richTextToPlain } from '@/lib/rich-text'
import type { Company, CompanyProfileData } from './data'
import { startDocument, titleBlock } from './layout'
import { colors, type PdfWriter } from './writer'

/** The blocks of a rich text (or plain text), each drawn as a paragraph of the PDF. */
export const paragraphs = (value: unknown) =>
  richTextToPlain(value)
    .split(/\n\s*\n/)
    .filter((p) => p.trim())

/** Figures such as "25+ years" as a row of large values over their labels. */
export function stats(w: PdfWriter, items: { value: string; label: string }[]): void {
  if (!items.length) return
  w.y += 4
  const top = w.y
  w.grid(
    items.map((s) => ({ label: s.label, value: s.value })),
    Math.min(4, items.length),
    { valueSize: 18, labelSize: 8.5, valueColor: colors.brand, valueWeight: 'bold' },
  )
  void top
  w.y += 4
}

export function badges(w: PdfWriter, items: string[]): void {
  if (items.length)
    w.paragraph(
      items.join('  ·  '),
      { size: 9.5, weight: 'bold', color: colors.accent, base: 'auto' },
      { after: 10 },
    )
}

type PageHero = { title: string; subtitle?: string | null; badges?: { text: string }[] | null }

/**
 * A document made of one CMS page (the company profile, the quality manual): the running
 * header and footer, the title block with the page's hero and its badges.
 */
export function startPageDocument(
  data: { locale: CompanyProfileData['locale']; company: Company; revised: string; url: string },
  title: string,
  hero: PageHero,
) {
  const started = startDocument({ ...data, title })
  titleBlock(started.w, title, hero.title, hero.subtitle ?? undefined)
  badges(
    started.w,
    (hero.badges ?? []).map((b) => b.text),
  )
  return { ...started, body: { size: 10, base: 'auto' as const } }
}

export function contactBlock(w: PdfWriter, company: Company): void {
  const td = serverTranslator(w.locale, 'documents')
  w.heading(td('contact'), 14, { keepWith: 80 })
  w.keyValues([
    [td('email'), company.email],
    [td('phone'), company.phone],
    [td('address'), company.address],
    [td('website'), company.website],
  ])
}

/** The about page as a printable company profile. */
export async function renderCompanyProfile(data: CompanyProfileData): Promise<Buffer> {
  const { locale, company, about } = data
  const td = serverTranslator(locale, 'documents')
  const ta = serverTranslator(locale, 'about')
  const { w, finish, body } = startPageDocument(data, td('companyProfile'), about.hero)
  stats(w, about.stats ?? [])

  w.heading(about.story.title, 15)
  for (const p of paragraphs(about.story.text)) w.paragraph(p, body)

  for (const block of [about.mission, about.vision]) {
    w.heading(block.title, 13)
    w.paragraph(block.text, body)
  }

  if (about.values?.length) {
    w.heading(ta('valuesTitle'), 15)
    for (const v of about.values) {
      w.paragraph(
        v.title,
        { size: 10.5, weight: 'bold', color: colors.brand, base: 'auto' },
        { after: 1 },
      )
      w.paragraph(v.text, body)
    }
  }

  if (about.timeline?.length) {
    w.heading(ta('timelineTitle'), 15)
    w.table(
      [
        { header: '', width: 0.14, weight: 'bold' },
        { header: '', width: 0.86 },
      ],
      about.timeline.map((m) => [m.year, `${m.title}\n${m.text}`]),
      { size: 9.5, base: 'auto' },
    )
  }

  if (about.leaders?.length) {
    w.heading(ta('leadersTitle'), 15)
    for (const l of about.leaders) {
      w.paragraph(
        l.transliteration || l.name,
        { size: 11, weight: 'bold', base: 'auto' },
        { after: 0 },
      )
      w.paragraph(l.position, { size: 9.5, color: colors.muted, base: 'auto' }, { after: 3 })
      w.keyValues([
        [ta('experience'), l.experience],
        [ta('specialization'), l.specialization],
      ])
      w.space(6)
    }
  }

  if (about.facilities?.length) {
    w.heading(ta('facilitiesTitle'), 15)
    for (const f of about.facilities) {
      w.paragraph(f.name, { size: 11, weight: 'bold', base: 'auto' }, { after: 2 })
      const rows: [string, string][] = [
        [td('location'), f.location],
        [ta('area'), f.area],
      ]
      if (f.capacity) rows.push([ta('capacity'), f.capacity])
      w.keyValues(rows)
      w.paragraph(f.description, { size: 9.5, base: 'auto' }, { after: 3 })
      const certs = (f.certifications ?? []).map((c) => c.text)
      if (certs.length)
        w.paragraph(
          certs.join(' · '),
          { size: 9, weight: 'bold', color: colors.brand, base: 'auto' },
          { after: 10 },
        )
    }
  }

  contactBlock(w, company)
  return finish()
}
