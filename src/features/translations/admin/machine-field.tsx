import type { UIFieldServerComponent } from 'payload'
import { contentEditors } from '@/access'
import { llmConfig } from '@/lib/llm'
import { describeStatus, readTranslationStatus } from '../status'
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
  const status = await readTranslationStatus(payload, collectionSlug, id)
  if (!status || id == null) return null
  const canTranslate = Boolean(llmConfig()) && contentEditors({ req })
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">Languages</div>
      <p data-translation-status style={{ margin: '0.25rem 0' }}>
        {describeStatus(status)}
      </p>
      {canTranslate && status.partial.length + status.missing.length > 0 ? (
        <MachineTranslateButton collection={collectionSlug} id={String(id)} />
      ) : null}
    </div>
  )
}
