import type { UIFieldServerComponent } from 'payload'
import { contentEditors } from '@/access'
import { llmConfig } from '@/lib/llm'
import { describeStatus, statusSelect, trackedFields, translationStatus } from '../status'
import { MachineTranslateButton } from './machine-button'

/**
 * In the edit view's sidebar: which languages the document is translated into, and, when a
 * translation service is configured (BLOG_LLM_URL) and the staff member edits content, a button
 * that fills the missing ones by machine (../machine.ts).
 */
export const MachineTranslationField: UIFieldServerComponent = async ({
  id,
  collectionSlug,
  payload,
  req,
}) => {
  const collection = collectionSlug as keyof typeof trackedFields
  const fields = trackedFields[collection]
  if (!fields || id == null) return null
  const doc = await payload.findByID({
    collection,
    id,
    locale: 'all',
    draft: true,
    depth: 0,
    select: statusSelect(fields),
    disableErrors: true,
  })
  if (!doc) return null
  const status = translationStatus(doc as unknown as Record<string, unknown>, fields)
  const canTranslate = Boolean(llmConfig()) && contentEditors({ req })
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">Languages</div>
      <p data-translation-status style={{ margin: '0.25rem 0' }}>
        {describeStatus(status)}
      </p>
      {canTranslate && status.partial.length + status.missing.length > 0 ? (
        <MachineTranslateButton collection={collection} id={String(id)} />
      ) : null}
    </div>
  )
}
