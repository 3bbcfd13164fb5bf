import type { Payload } from 'payload'

/**
 * Real, dated export measures of the Government of India, summarised in our own words and
 * marked as examples, so that staff see how updates look (and what "current" means: most are
 * older than the window the pages show, see src/features/policy/constants.ts). Affected
 * products are named by HS code prefix (the seed's rice, wheat and onion codes start with them).
 */

const DGFT = 'https://www.dgft.gov.in/CP/?opt=notification'
const CBIC = 'https://taxinformation.cbic.gov.in/'
const PIB = 'https://pib.gov.in/allRel.aspx'

type Example = {
  key: string
  summary: string
  announcedAt: string
  effectiveDate: string
  sourceUrl: string
  hsPrefixes: string[]
  supersedes?: string
}

export const policyExamples: Example[] = [
  {
    key: 'wheat-2022',
    summary:
      'Wheat exports moved to the Prohibited list (DGFT Notification No. 06/2015-2020); shipments under letters of credit issued earlier and government-approved supplies for other countries’ food security excepted',
    announcedAt: '2022-05-13',
    effectiveDate: '2022-05-13',
    sourceUrl: DGFT,
    hsPrefixes: ['1001'],
  },
  {
    key: 'white-rice-ban-2023',
    summary:
      'Export of non-basmati white rice moved from Free to Prohibited (DGFT Notification No. 20/2023); government-approved supplies for food security excepted',
    announcedAt: '2023-07-20',
    effectiveDate: '2023-07-20',
    sourceUrl: DGFT,
    hsPrefixes: ['10063090'],
  },
  {
    key: 'white-rice-free-2024',
    summary:
      'Export of non-basmati white rice allowed again (Free), at first subject to a minimum export price of US$490 per tonne',
    announcedAt: '2024-09-28',
    effectiveDate: '2024-09-28',
    sourceUrl: DGFT,
    hsPrefixes: ['10063090'],
    supersedes: 'white-rice-ban-2023',
  },
  {
    key: 'basmati-mep-2024',
    summary:
      'Minimum export price for basmati rice (US$950 per tonne since October 2023) withdrawn; basmati contracts are no longer checked against a price floor',
    announcedAt: '2024-09-13',
    effectiveDate: '2024-09-13',
    sourceUrl: PIB,
    hsPrefixes: ['10063020'],
  },
  {
    key: 'parboiled-duty-2024',
    summary:
      'Export duty on parboiled rice removed (20% from August 2023, cut to 10% in September 2024)',
    announcedAt: '2024-10-22',
    effectiveDate: '2024-10-22',
    sourceUrl: CBIC,
    hsPrefixes: ['10063010'],
  },
  {
    key: 'onion-duty-2025',
    summary:
      'The 20% export duty on onions is withdrawn from 1 April 2025 (it had been 40% from August 2023, with exports prohibited from December 2023 to May 2024)',
    announcedAt: '2025-03-22',
    effectiveDate: '2025-04-01',
    sourceUrl: PIB,
    hsPrefixes: ['070310'],
  },
]

/** Adds the examples that are missing (matched by their English summary). */
export async function seedPolicyUpdates(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'policy-updates',
    where: { example: { equals: true } },
    pagination: false,
    depth: 0,
    locale: 'en',
    select: { summary: true },
    overrideAccess: true,
  })
  const ids = new Map<string, number>()
  for (const e of policyExamples) {
    const found = docs.find((d) => d.summary === e.summary)
    if (found) ids.set(e.key, found.id)
  }
  let written = 0
  for (const e of policyExamples) {
    if (ids.has(e.key)) continue
    const supersedes = e.supersedes ? ids.get(e.supersedes) : undefined
    const doc = await payload.create({
      collection: 'policy-updates',
      locale: 'en',
      data: {
        summary: e.summary,
        announcedAt: new Date(`${e.announcedAt}T00:00:00Z`).toISOString(),
        effectiveDate: new Date(`${e.effectiveDate}T00:00:00Z`).toISOString(),
        sourceUrl: e.sourceUrl,
        hsPrefixes: e.hsPrefixes,
        supersedes: supersedes ? [supersedes] : [],
        status: 'published',
        example: true,
        // Past measures: nobody is emailed about them.
        notifiedAt: new Date().toISOString(),
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    ids.set(e.key, doc.id)
    written++
  }
  return written
}
