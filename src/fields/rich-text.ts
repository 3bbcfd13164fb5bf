import {
  BlockquoteFeature,
  BoldFeature,
  convertMarkdownToLexical,
  editorConfigFactory,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
  type FeatureProviderServer,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { RichTextField, SanitizedConfig } from 'payload'

/** Collections a link in a text can point to; each has a public page (components/rich-text.tsx). */
export const linkableCollections = ['products', 'categories', 'posts', 'pages'] as const

/**
 * What staff can format in every long text of the site. Payload's defaults are trimmed to what the
 * public pages style and what stays valid, accessible HTML: no first-level heading (the page has
 * its own), no check lists, alignment or indents.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each feature has its own props
export const richTextFeatures: FeatureProviderServer<any, any, any>[] = [
  ParagraphFeature(),
  BoldFeature(),
  ItalicFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  UnorderedListFeature(),
  OrderedListFeature(),
  LinkFeature({ enabledCollections: [...linkableCollections], maxDepth: 1 }),
  BlockquoteFeature(),
  UploadFeature({ enabledCollections: ['media'], maxDepth: 1 }),
  EXPERIMENTAL_TableFeature(),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
]

export const richTextEditor = lexicalEditor({ features: richTextFeatures })

/** A long text with headings, lists, links, tables, pictures and quotes. */
export const richText = (
  name: string,
  opts: { localized?: boolean; required?: boolean; description?: string } = {},
): RichTextField => ({
  name,
  type: 'richText',
  editor: richTextEditor,
  localized: opts.localized ?? false,
  required: opts.required ?? false,
  admin: opts.description ? { description: opts.description } : undefined,
})

const configs = new WeakMap<SanitizedConfig, Promise<SanitizedServerEditorConfig>>()

/** The editor's server configuration, made once per Payload configuration. */
export function richTextEditorConfig(config: SanitizedConfig) {
  let editorConfig = configs.get(config)
  if (!editorConfig) {
    editorConfig = editorConfigFactory.fromFeatures({ config, features: richTextFeatures })
    configs.set(config, editorConfig)
  }
  return editorConfig
}

/** The site's former markdown-like text ("## " headings, "- " lists, **bold**, links) as rich text. */
export async function markdownToRichText(config: SanitizedConfig, markdown: string) {
  return convertMarkdownToLexical({
    editorConfig: await richTextEditorConfig(config),
    markdown: markdown.replace(/\r\n/g, '\n'),
  })
}
