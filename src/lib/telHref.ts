/** A tel: address from a phone number as written, e.g. '1-888-466-3947'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
