import type { UIFieldServerComponent } from 'payload'
import { salesTeam } from '@/access'
import { attachmentKinds } from '../sniff'
import { attachmentHref, formatSize, inquiryAttachments } from '../store'

const typeLabel = (contentType: string) =>
  Object.entries(attachmentKinds)
    .find(([, k]) => k.type === contentType)?.[0]
    .toUpperCase() ?? contentType

/** In the inquiry's edit view: the files the buyer attached, each with its download link. */
export const InquiryAttachmentsField: UIFieldServerComponent = async ({ id, payload, req }) => {
  if (id == null || !salesTeam({ req })) return null
  const files = (await inquiryAttachments(payload, [Number(id)])).get(Number(id)) ?? []
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-inquiry-attachments>
      <div className="field-label">Attached files</div>
      {files.length === 0 ? (
        <p style={{ margin: '0.25rem 0', color: 'var(--theme-elevation-600)' }}>
          No files attached.
        </p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {files.map((file) => (
            <li
              key={file.id}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: '0.25rem 0.75rem',
                alignItems: 'baseline',
                padding: '0.4rem 0',
                borderBottom: '1px solid var(--theme-elevation-100)',
              }}
            >
              <a href={attachmentHref(file)} download={file.name} dir="auto">
                {file.name}
              </a>
              <span style={{ fontSize: '0.85em', color: 'var(--theme-elevation-600)' }}>
                {typeLabel(file.contentType)} · {formatSize(file.size)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
