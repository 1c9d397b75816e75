import type { ReactNode } from 'react'
import { brand, status } from '../../../app/theme/tokens'
import { artColours } from '../../../app/theme/screenColours'

/** Spot illustrations for the feature sections; decoration only, drawn on a 320 × 240 canvas. */
export type FeatureArtName =
  | 'team'
  | 'licence'
  | 'mortgage'
  | 'approval'
  | 'offer'
  | 'closing'
  | 'keys'
  | 'pricing'
  | 'staging'
  | 'listing'
  | 'negotiation'

const BLUE = brand.primary
const DEEP = brand.primaryDeep
const INK = brand.ink
const GOLD = artColours.windowLit
const GREEN = status.forSale
const PALE = brand.surface
const [SKIN, SKIN_WARM, SKIN_LIGHT, SKIN_DEEP] = artColours.skins

const house = (x: number, y: number, s: number, fill = BLUE) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <path d="M0 40 50 0l50 40v60H0z" fill={fill} />
    <rect x="38" y="60" width="24" height="40" fill={PALE} />
    <rect x="12" y="48" width="18" height="16" fill={PALE} opacity="0.85" />
    <rect x="70" y="48" width="18" height="16" fill={PALE} opacity="0.85" />
  </g>
)

const person = (x: number, shirt: string, skin: string = SKIN) => (
  <g transform={`translate(${x} 0)`}>
    <circle cx="0" cy="96" r="22" fill={skin} />
    <path d="M-38 190c0-36 16-58 38-58s38 22 38 58z" fill={shirt} />
  </g>
)

const check = (x: number, y: number) => (
  <g transform={`translate(${x} ${y})`}>
    <circle r="22" fill={GREEN} />
    <path d="m-10 0 7 7 13-14" fill="none" stroke={PALE} strokeWidth="5" strokeLinecap="round" />
  </g>
)

const ART: Record<FeatureArtName, ReactNode> = {
  team: (
    <>
      {person(100, DEEP, SKIN_WARM)}
      {person(220, status.forLease, SKIN_LIGHT)}
      {person(160, BLUE, SKIN_DEEP)}
    </>
  ),
  licence: (
    <>
      <rect
        x="80"
        y="40"
        width="160"
        height="160"
        rx="12"
        fill={PALE}
        stroke={BLUE}
        strokeWidth="4"
      />
      <rect x="104" y="72" width="112" height="10" rx="5" fill={INK} opacity="0.7" />
      <rect x="104" y="96" width="90" height="8" rx="4" fill={INK} opacity="0.35" />
      <rect x="104" y="114" width="100" height="8" rx="4" fill={INK} opacity="0.35" />
      <circle cx="200" cy="168" r="26" fill={GOLD} />
      <path d="m188 190-6 26 18-10 18 10-6-26" fill={GOLD} />
    </>
  ),
  mortgage: (
    <>
      {house(70, 70, 1.2)}
      <circle cx="236" cy="84" r="38" fill={GOLD} />
      <text x="236" y="98" fontSize="40" fontWeight="700" textAnchor="middle" fill={INK}>
        %
      </text>
    </>
  ),
  approval: (
    <>
      <rect
        x="96"
        y="30"
        width="128"
        height="176"
        rx="10"
        fill={PALE}
        stroke={BLUE}
        strokeWidth="4"
      />
      {[62, 86, 110, 134].map((y) => (
        <rect
          key={y}
          x="116"
          y={y}
          width={y === 62 ? 88 : 72}
          height="9"
          rx="4"
          fill={INK}
          opacity="0.35"
        />
      ))}
      {check(212, 184)}
    </>
  ),
  offer: (
    <>
      {house(40, 90, 1)}
      <path d="M170 80h90l20 30-20 30h-90z" fill={GOLD} />
      <circle cx="262" cy="110" r="6" fill={PALE} />
      <text x="214" y="120" fontSize="28" fontWeight="700" textAnchor="middle" fill={INK}>
        $
      </text>
    </>
  ),
  closing: (
    <>
      <rect
        x="70"
        y="50"
        width="180"
        height="150"
        rx="12"
        fill={PALE}
        stroke={BLUE}
        strokeWidth="4"
      />
      <rect x="70" y="50" width="180" height="36" rx="12" fill={BLUE} />
      {[0, 1, 2, 3].map((col) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${String(col)}-${String(row)}`}
            x={92 + col * 38}
            y={102 + row * 30}
            width="24"
            height="18"
            rx="4"
            fill={col === 2 && row === 1 ? GREEN : brand.line}
          />
        )),
      )}
    </>
  ),
  keys: (
    <>
      <circle cx="130" cy="120" r="44" fill="none" stroke={GOLD} strokeWidth="18" />
      <path d="M172 120h100v24M240 120v18" fill="none" stroke={GOLD} strokeWidth="16" />
      <rect x="96" y="150" width="60" height="40" rx="6" fill={BLUE} />
    </>
  ),
  pricing: (
    <>
      <path d="M50 200h220" stroke={INK} strokeWidth="4" opacity="0.4" />
      {[60, 100, 140, 180, 220].map((x, i) => (
        <rect
          key={x}
          x={x}
          y={180 - i * 28}
          width="28"
          height={20 + i * 28}
          rx="4"
          fill={i === 4 ? BLUE : artColours.paleBlue}
        />
      ))}
      <path
        d="m60 150 50-30 40 14 70-70"
        fill="none"
        stroke={GOLD}
        strokeWidth="6"
        strokeLinecap="round"
      />
    </>
  ),
  staging: (
    <>
      <rect x="60" y="120" width="200" height="56" rx="16" fill={BLUE} />
      <rect x="80" y="96" width="160" height="40" rx="14" fill={DEEP} />
      <rect x="70" y="176" width="12" height="20" fill={INK} />
      <rect x="238" y="176" width="12" height="20" fill={INK} />
      <path d="M276 196V80" stroke={INK} strokeWidth="4" />
      <path d="M256 80h40l-8-30h-24z" fill={GOLD} />
      <rect
        x="120"
        y="40"
        width="80"
        height="44"
        rx="4"
        fill={PALE}
        stroke={GOLD}
        strokeWidth="4"
      />
    </>
  ),
  listing: (
    <>
      <rect
        x="50"
        y="40"
        width="220"
        height="150"
        rx="12"
        fill={PALE}
        stroke={BLUE}
        strokeWidth="4"
      />
      <path
        d="M50 150 120 100l60 40 40-30 50 40"
        fill="none"
        stroke={artColours.paleBlue}
        strokeWidth="6"
      />
      {[
        [110, 90],
        [190, 120],
        [230, 80],
      ].map(([x = 0, y = 0]) => (
        <path key={x} d={`M${String(x)} ${String(y)}c-12-14-12-30 0-30s12 16 0 30z`} fill={GREEN} />
      ))}
      <rect x="130" y="196" width="60" height="12" rx="4" fill={INK} opacity="0.4" />
    </>
  ),
  negotiation: (
    <>
      <rect x="50" y="50" width="140" height="80" rx="18" fill={BLUE} />
      <path d="m80 128-10 30 36-30z" fill={BLUE} />
      <rect x="140" y="110" width="130" height="76" rx="18" fill={GOLD} />
      <path d="m240 184 12 28-38-28z" fill={GOLD} />
      {[86, 120, 154].map((x) => (
        <circle key={x} cx={x} cy="90" r="8" fill={PALE} />
      ))}
    </>
  ),
}

export function FeatureArt({ name }: { readonly name: FeatureArtName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 320 240"
      style={{ width: '100%', height: '100%', display: 'block' }}
    >
      {ART[name]}
    </svg>
  )
}
