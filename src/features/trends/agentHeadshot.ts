import { artColours } from '../../app/theme/screenColours'

/** A drawn headshot of the trends page's market specialist: no external image to load. */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">' +
  `<rect width="160" height="160" fill="${artColours.headshotBackdrop}"/>` +
  `<path d="M24 160c4-30 26-44 56-44s52 14 56 44z" fill="${artColours.shirt}"/>` +
  `<path d="M70 100h20v18c0 6-20 6-20 0z" fill="${artColours.skin}" opacity="0.85"/>` +
  `<path d="M48 112V72c0-24 14-38 32-38s32 14 32 38v40l-12-4V74c-8-8-16-12-20-12s-12 4-20 12v34z" fill="${artColours.hair}"/>` +
  `<ellipse cx="80" cy="78" rx="26" ry="31" fill="${artColours.skin}"/>` +
  `<path d="M54 70c2-20 14-30 26-30s24 10 26 30c-8-8-16-12-26-12s-18 4-26 12z" fill="${artColours.hair}"/>` +
  `<circle cx="70" cy="80" r="2.6" fill="${artColours.hair}"/><circle cx="90" cy="80" r="2.6" fill="${artColours.hair}"/>` +
  `<path d="M71 94c5 4 13 4 18 0" stroke="${artColours.lips}" stroke-width="2.4" fill="none" stroke-linecap="round"/>` +
  '</svg>'

export const agentHeadshot = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`
