/** A tel: link for a phone number as written ("+91 22 5555 0100" → "tel:+912255550100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
