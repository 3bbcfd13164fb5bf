import { z } from 'zod'
import { artKinds, categoryIds } from '@/features/catalogue/constants'

const text = z.string().trim().min(1)
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/)

/** A catalogue product as the seed files and imports must describe it. */
export const productSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug'),
    name: text.max(80),
    category: z.enum(categoryIds),
    variety: text.max(80).optional(),
    origin: text.max(200).optional(),
    description: text.min(40).max(900).optional(),
    grade: text.max(160).optional(),
    moisture: text.max(80).optional(),
    moq: text.max(80).optional(),
    leadTime: text.max(80).optional(),
    hsCode: z
      .string()
      .regex(/^\d{8}$/, '8-digit ITC-HS code')
      .optional(),
    port: text.max(160).optional(),
    packSizes: z.array(text.max(120)).min(1).optional(),
    certifications: z.array(text.max(60)).min(1).optional(),
    specifications: z.record(text, text).optional(),
    varieties: z.array(z.object({ name: text }).catchall(z.string())).optional(),
    qualityParameters: z
      .array(z.object({ parameter: text, specification: text, method: text }))
      .optional(),
    art: z.object({ kind: z.enum(artKinds), colors: z.tuple([hex, hex]) }),
  })
  .strict()

export type ProductInput = z.infer<typeof productSchema>
