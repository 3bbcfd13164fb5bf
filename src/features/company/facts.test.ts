import { describe, expect, it } from 'vitest'
import { seedValidUntil } from '@/seed/company'
import { quality } from '@/seed/company/content'
import { certificateState } from './certificates'
import {
  certificateKeys,
  claimsUnheld,
  heldCertificates,
  heldClaims,
  namesCertificate,
  withCompanyFacts,
  type CompanyFacts,
  type FactCertificate,
} from './facts'

const now = new Date('2026-11-28T10:00:00Z')

const iso: FactCertificate = { id: 1, name: 'ISO 22000:2018', validUntil: '2028-01-31' }
const haccp: FactCertificate = { id: 2, name: 'HACCP', validUntil: '2026-12-10' }
const brc: FactCertificate = { id: 3, name: 'BRC Global Standards', validUntil: '2026-09-30' }
const apeda: FactCertificate = { id: 4, name: 'APEDA Registration', validUntil: '2025-03-31' }
const spices: FactCertificate = { id: 5, name: 'Spices Board Certification', ongoing: true }
const fssai: FactCertificate = {
  id: 6,
  name: 'Licence FSSAI',
  otherNames: ['FSSAI License'],
  validUntil: '2027-08-31',
}
const all = [iso, haccp, brc, apeda, spices, fssai]

const facts = (over: Partial<CompanyFacts> = {}): CompanyFacts => ({
  locale: 'en',
  countries: 59,
  certificates: all,
  now,
  ...over,
})

describe('heldCertificates', () => {
  it('keeps valid, expiring and ongoing certificates, in order, and drops expired ones', () => {
    expect(heldCertificates(all, now).map((c) => c.name)).toEqual([
      'ISO 22000:2018',
      'HACCP',
      'Spices Board Certification',
      'Licence FSSAI',
    ])
  })

  it('drops a certificate on the day after its last day', () => {
    const c = { name: 'X', validUntil: '2026-11-28' }
    expect(heldCertificates([c], now)).toHaveLength(1)
    expect(heldCertificates([c], new Date('2026-11-29T00:00:00Z'))).toHaveLength(0)
  })
})

describe('which text names which certificate', () => {
  it('keys names without version and generic words', () => {
    expect(certificateKeys(['ISO 22000:2018'])).toEqual(['iso 22000'])
    expect(certificateKeys(['BRC Global Standards'])).toEqual(['brc'])
    expect(certificateKeys(['APEDA Registration', 'FSSAI License'])).toEqual(['apeda', 'fssai'])
    expect(certificateKeys(['Spices Board Certification'])).toEqual(['spices board'])
  })

  it.each([
    ['ISO 22000 Certified', iso, true],
    ['FSSC 22000', iso, false],
    ['BRCGS Certified', brc, true],
    ['BRCGS Food Safety', brc, true],
    ['Fabric care', brc, false],
    ['APEDA and Spices Board registered exporter since 1999', apeda, true],
    ['APEDA and Spices Board registered exporter since 1999', spices, true],
    ['FSSAI Central Licence', fssai, true],
    ['NABL-Accredited Lab', iso, false],
  ])('%j names %j: %s', (text, cert, expected) => {
    expect(namesCertificate(text, cert)).toBe(expected)
  })

  it('flags a text that names any certificate not valid today', () => {
    expect(claimsUnheld('BRCGS Certified', all, now)).toBe(true)
    expect(claimsUnheld('ISO 22000, HACCP and BRCGS', all, now)).toBe(true)
    expect(claimsUnheld('ISO 22000 and HACCP', all, now)).toBe(false)
    expect(claimsUnheld('Est. 1995', all, now)).toBe(false)
  })
})

describe('heldClaims', () => {
  it('drops a product certification naming a lapsed certificate, keeps the others', () => {
    expect(
      heldClaims(['APEDA', 'FSSAI', 'BRC', 'ISO 22000', 'HACCP', 'Halal', 'Kosher'], facts()),
    ).toEqual(['FSSAI', 'ISO 22000', 'HACCP', 'Halal', 'Kosher'])
  })
})

describe('withCompanyFacts', () => {
  const about = {
    hero: {
      title: 'About us',
      subtitle: 'Importers in {countries} countries',
      badges: [
        { id: 'a', text: '{countries} Countries' },
        { id: 'b', text: 'BRCGS Certified' },
        { id: 'c', text: 'ISO 22000 Certified' },
      ],
    },
    stats: [{ value: '{countries}', label: 'Export countries' }],
    facilities: [{ name: 'Plant', certifications: [{ text: 'HACCP' }, { text: 'APEDA RCMC' }] }],
    story: { text: { root: { children: [{ type: 'text', text: 'In {countries} markets' }] } } },
  }

  it('fills {countries} everywhere, rich text included, in the language’s digits', () => {
    const en = withCompanyFacts(about, facts())
    expect(en.hero.subtitle).toBe('Importers in 59 countries')
    expect(en.stats[0].value).toBe('59')
    expect(en.story.text.root.children[0].text).toBe('In 59 markets')
    const ar = withCompanyFacts(about, facts({ locale: 'ar', countries: 61 }))
    expect(ar.stats[0].value).toBe(new Intl.NumberFormat('ar').format(61))
  })

  it('counts the certificates held for {certificates}', () => {
    const page = { promise: { stats: [{ value: '{certificates}', label: 'Valid certificates' }] } }
    expect(withCompanyFacts(page, facts()).promise.stats[0].value).toBe('4')
    const later = facts({ now: new Date('2027-01-01T00:00:00Z') })
    expect(withCompanyFacts(page, later).promise.stats[0].value).toBe('3')
  })

  it('leaves out badges and facility certificates naming a certificate not valid today', () => {
    const page = withCompanyFacts(about, facts())
    expect(page.hero.badges.map((b) => b.text)).toEqual(['59 Countries', 'ISO 22000 Certified'])
    expect(page.facilities[0].certifications.map((c) => c.text)).toEqual(['HACCP'])
    const isoLapsed = facts({ certificates: [{ ...iso, validUntil: '2026-11-27' }] })
    expect(withCompanyFacts(about, isoLapsed).hero.badges.map((b) => b.text)).toEqual([
      '59 Countries',
      'BRCGS Certified',
    ])
  })

  it('empties a trust badge naming a lapsed registration', () => {
    const home = { hero: { trustBadge: 'APEDA and Spices Board registered exporter since 1999' } }
    expect(withCompanyFacts(home, facts()).hero.trustBadge).toBe('')
    const renewed = facts({ certificates: [{ ...apeda, validUntil: '2027-03-31' }, spices] })
    expect(withCompanyFacts(home, renewed).hero.trustBadge).toBe(home.hero.trustBadge)
  })
})

describe('the seeded certificates', () => {
  it('end on the last day of a month counted from the seed day', () => {
    expect(seedValidUntil(14, now)).toBe('2028-01-31')
    expect(seedValidUntil(-2, now)).toBe('2026-09-30')
    expect(seedValidUntil(null, now)).toBeNull()
  })

  it('read true on the day they are seeded: all valid but one lapsed, for months', () => {
    for (const day of [now, new Date('2031-02-28T23:00:00Z')]) {
      const seeded = quality.certifications.map((c) => ({
        name: c.name,
        ongoing: c.ongoing,
        validUntil: seedValidUntil(c.validMonths, day),
      }))
      const states = seeded.map((c) => certificateState(c, day).state)
      expect(states.filter((s) => s === 'expired')).toHaveLength(1)
      // The valid ones stay valid (not "expires soon") for at least eight months.
      const inEightMonths = new Date(day.getTime() + 240 * 24 * 3600 * 1000)
      expect(heldCertificates(seeded, inEightMonths)).toHaveLength(5)
    }
  })
})
