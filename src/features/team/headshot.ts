import { brand } from '../../app/theme/tokens'

/** Drawn headshots for the team cards: no external images, and a lettered fallback. */
export interface HeadshotLook {
  readonly skin: string
  readonly hair: string
  readonly shirt: string
  readonly backdrop: string
  readonly hairStyle: 'short' | 'long' | 'bun' | 'crop'
}

const HAIR: Record<HeadshotLook['hairStyle'], (colour: string) => string> = {
  short: (c) =>
    `<path d="M52 70c0-22 14-34 28-34s28 12 28 34c-6-10-16-15-28-15s-22 5-28 15z" fill="${c}"/>`,
  crop: (c) =>
    `<path d="M54 66c1-19 13-28 26-28s25 9 26 28c-8-6-16-9-26-9s-18 3-26 9z" fill="${c}"/>`,
  long: (c) =>
    `<path d="M48 112V72c0-24 14-38 32-38s32 14 32 38v40l-12-4V74c-8-8-16-12-20-12s-12 4-20 12v34z" fill="${c}"/>`,
  bun: (c) =>
    `<circle cx="80" cy="30" r="12" fill="${c}"/><path d="M52 72c0-22 12-34 28-34s28 12 28 34c-6-12-16-17-28-17s-22 5-28 17z" fill="${c}"/>`,
}

function dataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export function headshot(look: HeadshotLook): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">` +
      `<rect width="160" height="160" fill="${look.backdrop}"/>` +
      `<path d="M24 160c4-30 26-44 56-44s52 14 56 44z" fill="${look.shirt}"/>` +
      `<path d="M70 100h20v18c0 6-20 6-20 0z" fill="${look.skin}" opacity="0.85"/>` +
      `<ellipse cx="80" cy="78" rx="26" ry="31" fill="${look.skin}"/>` +
      HAIR[look.hairStyle](look.hair) +
      `<path d="M66 122l14 14 14-14" fill="none" stroke="${brand.surface}" stroke-width="4" opacity="0.7"/>` +
      `</svg>`,
  )
}

/** Initials on the brand colour, for when a photo cannot be shown. */
export function initialsAvatar(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">` +
      `<rect width="160" height="160" fill="${brand.primaryText}"/>` +
      `<text x="80" y="96" font-family="Arial, sans-serif" font-size="52" font-weight="700" fill="${brand.surface}" text-anchor="middle">${initials}</text>` +
      `</svg>`,
  )
}
