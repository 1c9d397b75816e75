import type { ParseKeys } from 'i18next'
import { useLocation } from 'react-router'
import { config } from '../../../app/config'

export interface NavLinkItem {
  readonly to: string
  readonly label: ParseKeys
}

/** The five header links. */
export const mainNavLinks: readonly NavLinkItem[] = [
  { to: '/buying', label: 'nav.buying' },
  { to: '/selling', label: 'nav.selling' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/map', label: 'nav.mapSearch' },
]

export const externalLinks = {
  terms: `${config.brokerageSiteUrl}/terms-of-use`,
  // The service's own notice: what it collects, for how long, and each right (EN and FR).
  privacy: `${config.basePath}/privacy`,
  facebook: 'https://www.facebook.com/homewise',
  instagram: 'https://www.instagram.com/homewise',
  linkedin: 'https://www.linkedin.com/company/homewise',
  youtube: 'https://www.youtube.com/@homewise',
} as const

/** The login link returns here afterwards; its redirect is the whole path, base path included. */
export function loginHref(pathname: string, search: string): string {
  const here = `${config.basePath}${pathname}${search}`
  return `/auth/login?redirect=${encodeURIComponent(here)}`
}

/**
 * The login link for the page on screen. It follows every change of the address (the map writes
 * its view there after each pan): only the component that draws the link should call it.
 */
export function useLoginHref(): string {
  const { pathname, search } = useLocation()
  return loginHref(pathname, search)
}

export type PreApprovalLink = 'mortgageOptions' | 'preApproval'

/**
 * Where a pre-approval button goes: the external mortgage site (its home for Mortgage Options,
 * its pre-approval page otherwise, with the listing's MLS number when there is one) when its URL
 * is configured; with none (the embedded default) the in-app flow at /pre-approval.
 */
export function preApprovalTarget(
  link: PreApprovalLink,
  mlsNumber?: string,
  siteUrl: string | undefined = config.mortgageSiteUrl,
):
  | { readonly external: true; readonly href: string }
  | { readonly external: false; readonly to: string } {
  if (!siteUrl) return { external: false, to: '/pre-approval' }
  if (link === 'mortgageOptions') return { external: true, href: siteUrl }
  const query = mlsNumber ? `?mls=${encodeURIComponent(mlsNumber)}` : ''
  return { external: true, href: `${siteUrl}/pre-approval${query}` }
}
