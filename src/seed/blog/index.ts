import type { Payload } from 'payload'
import { markdownToRichText } from '@/fields/rich-text'
import { staticPosts } from './static-posts'
import { authorityTopics } from './topics'

const ctx = { disableRevalidate: true }

/** Adds the three static posts and the eight authority topics that are missing. */
export async function seedBlog(payload: Payload): Promise<number> {
  let written = 0
  const existing = await payload.find({
    collection: 'posts',
    where: { postId: { in: staticPosts.map((p) => p.id) } },
    depth: 0,
    limit: 10,
    draft: true,
    select: { postId: true },
  })
  const have = new Set(existing.docs.map((d) => d.postId))
  for (const { id, content, seoTitle, seoDescription, ...post } of staticPosts) {
    if (have.has(id)) continue
    await payload.create({
      collection: 'posts',
      data: {
        ...post,
        content: await markdownToRichText(payload.config, content),
        postId: id,
        isAIGenerated: false,
        meta: { title: seoTitle, description: seoDescription },
        _status: 'published',
      },
      context: ctx,
    })
    written++
  }
  const topics = await payload.find({
    collection: 'blog-topics',
    depth: 0,
    limit: 100,
    select: { topic: true },
  })
  const known = new Set(topics.docs.map((t) => t.topic))
  for (const topic of authorityTopics) {
    if (known.has(topic.topic)) continue
    await payload.create({ collection: 'blog-topics', data: topic, context: ctx })
    written++
  }
  return written
}
