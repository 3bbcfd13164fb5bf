import type { Payload } from 'payload'
import { about, contact, home, quality } from './content'

const texts = (items: string[]) => items.map((text) => ({ text }))
const ctx = { disableRevalidate: true }

function latLng(mapQuery: string): { latitude: number; longitude: number } {
  const [latitude, longitude] = mapQuery.split(',').map(Number)
  return { latitude, longitude }
}

/** Fills the company-page globals and certificates when they are still empty. Returns how many it wrote. */
export async function seedCompanyPages(payload: Payload): Promise<number> {
  let written = 0
  const write = async (
    slug: 'home-page' | 'about-page' | 'quality-page' | 'contact-page',
    isEmpty: (doc: Record<string, unknown>) => boolean,
    data: Record<string, unknown>,
  ) => {
    const current = (await payload.findGlobal({ slug, depth: 0 })) as unknown as Record<
      string,
      unknown
    >
    if (!isEmpty(current)) return
    await payload.updateGlobal({ slug, data, context: ctx })
    written++
  }
  const noHero = (d: Record<string, unknown>) => !(d.hero as { title?: string } | undefined)?.title

  await write('home-page', noHero, {
    hero: { ...home.hero, benefits: texts(home.hero.benefits) },
    categories: home.categories,
    tabs: {
      quality: { ...home.tabs.quality, points: texts(home.tabs.quality.points) },
      logistics: { ...home.tabs.logistics, points: texts(home.tabs.logistics.points) },
      partnerships: { ...home.tabs.partnerships, points: texts(home.tabs.partnerships.points) },
    },
    globalReach: home.globalReach,
    standards: {
      title: home.standards.title,
      subtitle: home.standards.subtitle,
      items: home.standards.items.map((i) => ({ name: i.title, description: i.text })),
    },
  })

  await write('about-page', noHero, {
    hero: { ...about.hero, badges: texts(about.hero.badges) },
    story: { title: about.story.title, text: about.story.paragraphs.join('\n\n') },
    stats: about.stats,
    mission: about.mission,
    vision: about.vision,
    values: about.values,
    timeline: about.timeline,
    leaders: about.leaders,
    facilities: about.facilities.map((f) => ({
      ...f,
      capacity: f.capacity ?? null,
      certifications: texts(f.certifications),
    })),
  })

  await write('quality-page', noHero, {
    hero: { ...quality.hero, badges: texts(quality.hero.badges) },
    promise: quality.promise,
    process: quality.process.map((p) => ({ ...p, checks: texts(p.checks) })),
    testing: quality.testing.map((t) => ({ name: t.name, parameters: texts(t.parameters) })),
    lab: quality.lab,
    compliance: quality.compliance,
  })

  await write('contact-page', noHero, {
    hero: { ...contact.hero, badges: texts(contact.hero.badges) },
    quickContact: {
      exportPhone: contact.quickContact.exportPhone,
      infoEmail: contact.quickContact.infoEmail,
      whatsappDisplay: contact.quickContact.whatsapp,
      responseTime: contact.quickContact.responseTime,
    },
    services: texts(contact.services),
    locations: contact.locations.map(({ mapQuery, ...l }) => ({ ...l, ...latLng(mapQuery) })),
    faq: contact.faq,
  })

  const existing = await payload.count({ collection: 'certificates' })
  if (existing.totalDocs === 0) {
    for (const [order, c] of quality.certifications.entries()) {
      await payload.create({
        collection: 'certificates',
        data: { ...c, validUntil: c.validUntil, order, whenExpired: 'renewal' },
        context: ctx,
      })
      written++
    }
  }
  return written
}
