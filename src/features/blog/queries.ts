import { cache } from 'react'
import type { Where } from 'payload'
import { getPayloadClient } from '@/lib/payload'
import type { Locale } from '@/i18n/locales'
import { inPageLanguage, ownTexts } from '@/lib/own-language'
import type { Post } from '@/payload-types'
import { blogTopicKey } from '@/features/artwork'
import { blogCategories, categorySlug, RELATED_POSTS, type BlogCategory } from './constants'

/** The public list holds at most this many posts, newest first. */
export const LIST_LIMIT = 50

export function categoryFromSlug(slug: string | undefined): BlogCategory | null {
  return blogCategories.find((c) => categorySlug(c) === slug) ?? null
}

/** A post as a page shows it: which of its texts are in the page's language. */
export type ShownPost = Post & { translated: boolean; contentTranslated: boolean }

async function shown(posts: Post[], locale: Locale): Promise<ShownPost[]> {
  const own = await ownTexts(
    'posts',
    posts.map((p) => p.id),
    locale,
    ['title', 'content'],
  )
  return posts.map((p) => ({
    ...p,
    translated: inPageLanguage(own, locale, p.id, 'title'),
    contentTranslated: inPageLanguage(own, locale, p.id, 'content'),
  }))
}

/** Published posts, filtered by category and by words in title, excerpt or tags. */
export async function listPosts({
  q,
  category,
  locale,
}: {
  q?: string
  category?: BlogCategory | null
  locale: Locale
}): Promise<ShownPost[]> {
  const payload = await getPayloadClient()
  const and: Where[] = []
  if (category) and.push({ category: { equals: category } })
  for (const word of (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6)) {
    and.push({
      or: [{ title: { like: word } }, { excerpt: { like: word } }, { tags: { like: word } }],
    })
  }
  const { docs } = await payload.find({
    collection: 'posts',
    where: and.length ? { and } : undefined,
    sort: '-date',
    locale,
    limit: LIST_LIMIT,
    // No total is shown: without pagination Payload skips counting every matching row.
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return shown(docs, locale)
}

export const getPost = cache(async (postId: string, locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { postId: { equals: postId } },
    locale,
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ? (await shown(docs, locale))[0] : null
})

/** Up to three other posts of the same category, newest first. */
export async function relatedPosts(post: Post, locale: Locale): Promise<ShownPost[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ category: { equals: post.category } }, { id: { not_equals: post.id } }] },
    sort: '-date',
    locale,
    limit: RELATED_POSTS,
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return shown(docs, locale)
}

/** The post picture: an uploaded image, or generated artwork for its category. */
export function postImage(post: Post): { src: string; srcSet?: string; alt: string } {
  if (typeof post.image === 'object' && post.image?.url) {
    return { src: post.image.sizes?.large?.url ?? post.image.url, alt: post.image.alt ?? '' }
  }
  const base = `/art/b/${post.postId}`
  const v = `${categorySlug(post.category)}-${blogTopicKey(post)}`
  return {
    src: `${base}/800.webp?v=${v}`,
    srcSet: [480, 800, 1200].map((w) => `${base}/${w}.webp?v=${v} ${w}w`).join(', '),
    alt: '',
  }
}
