import type { ParseKeys } from 'i18next'
import { config } from '../../../app/config'

export interface NavLinkItem {
  readonly to: string
  readonly label: ParseKeys
}

/** The five header links (first spec, section 2). */
export const mainNavLinks: readonly NavLinkItem[] = [
  { to: '/buying', label: 'nav.buying' },
  { to: '/selling', label: 'nav.selling' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/map', label: 'nav.mapSearch' },
]

export const externalLinks = {
  mortgageOptions: config.mortgageSiteUrl,
  preApproval: `${config.mortgageSiteUrl}/pre-approval`,
  terms: `${config.brokerageSiteUrl}/terms-of-use`,
  privacy: `${config.brokerageSiteUrl}/privacy-policy`,
  facebook: 'https://www.facebook.com/homewise',
  instagram: 'https://www.instagram.com/homewise',
  linkedin: 'https://www.linkedin.com/company/homewise',
  youtube: 'https://www.youtube.com/@homewise',
} as const

/** The login link returns here afterwards; its redirect keeps the base path, as the spec's does. */
export function loginHref(pathname: string, search: string): string {
  const here = `${config.basePath}${pathname}${search}`
  return `/auth/login?redirect=${encodeURIComponent(here)}`
}
