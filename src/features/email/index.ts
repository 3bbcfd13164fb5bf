// Public entry of the mail service that accounts, inquiries and the newsletter send through: the
// shared layout of an email and its queue (the outbox delivers it).

export { actionEmail, emailDocument, startSide } from './layout'
export type { NewEmail } from './outbox'
export { queueEmail } from './store'
export type { MailAttachment } from './transport'
export { kickOutbox } from './outbox'
