import type { CollectionConfig } from 'payload'
import { contentEditors, staffOnly } from '@/access'
import { blogCategories } from '@/features/blog/constants'

/** Authority topics the blog generator writes about. */
export const BlogTopics: CollectionConfig = {
  slug: 'blog-topics',
  labels: { singular: 'Blog topic', plural: 'Blog topics' },
  admin: {
    useAsTitle: 'topic',
    defaultColumns: ['topic', 'category', 'targetAudience', 'updatedAt'],
    listSearchableFields: ['topic'],
    group: 'Blog & news',
  },
  access: {
    read: staffOnly,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  fields: [
    { name: 'topic', type: 'text', required: true, unique: true },
    { name: 'keywords', type: 'text', hasMany: true, required: true },
    { name: 'category', type: 'select', required: true, options: [...blogCategories] },
    { name: 'targetAudience', type: 'text', required: true },
    { name: 'contentAngle', type: 'textarea', required: true },
  ],
}
