import type { AssignedRealtor } from '../../../contract/lead'
import type { Realtor } from './roster'

/** A roster photo as a full URL: an address on the site is read from the site's URL. */
export function photoUrlOf(realtor: Realtor, siteUrl: string): string | undefined {
  const { photoUrl } = realtor
  if (!photoUrl) return undefined
  return photoUrl.startsWith('/') ? `${siteUrl}${photoUrl}` : photoUrl
}

/** The realtor as the visitor is told of them: no e-mail address, their photo as a full URL. */
export function assignedRealtor(realtor: Realtor, siteUrl: string): AssignedRealtor {
  const photoUrl = photoUrlOf(realtor, siteUrl)
  return {
    id: realtor.id,
    name: realtor.name,
    phone: realtor.phone,
    ...(photoUrl && { photoUrl }),
  }
}
