import type { Endpoint } from 'payload'
import { contentEditors } from '@/access'
import { locales } from '@/i18n/locales'
import { LlmUnavailableError, llmConfig } from '@/lib/llm'
import { translateMissing, type Translatable } from './machine'

/**
 * POST /api/products/:id/translate and /api/posts/:id/translate: fills the document's missing
 * languages by machine translation, as a draft (./machine.ts). Content editors only.
 */
export const translateEndpoint = (collection: Translatable): Endpoint => ({
  path: '/:id/translate',
  method: 'post',
  handler: async (req) => {
    if (!contentEditors({ req }))
      return Response.json({ error: 'Only admins and editors may translate.' }, { status: 403 })
    const config = llmConfig()
    if (!config)
      return Response.json(
        { error: 'Machine translation is off: no translation service (BLOG_LLM_URL) is set.' },
        { status: 409 },
      )
    const id = String(req.routeParams?.id ?? '')
    const missing = () => Response.json({ error: 'No such document.' }, { status: 404 })
    if (!/^\d{1,15}$/.test(id)) return missing()
    try {
      const done = await translateMissing(req.payload, collection, Number(id), config)
      if (!done) return missing()
      if (done.length === 0)
        return Response.json({ translated: [], message: 'Nothing is missing in any language.' })
      const total = done.reduce((n, d) => n + d.texts, 0)
      const names = done.map((d) => locales.find((l) => l.code === d.locale)?.label).join(', ')
      return Response.json({
        translated: done,
        message: `Translated ${total} texts into ${names}, saved as a draft and marked "Machine translated". Check them, untick the box in each language and publish.`,
      })
    } catch (error) {
      const reason = (error as Error).message
      req.payload.logger.warn({ err: error, collection, id }, 'machine translation failed')
      return Response.json(
        {
          error:
            error instanceof LlmUnavailableError
              ? `The translation service did not answer (${reason}). Try again later.`
              : `The translation service gave no usable answer (${reason}). Nothing more was saved.`,
        },
        { status: 502 },
      )
    }
  },
})
