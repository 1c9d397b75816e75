import { heroSceneColours } from '../../../app/theme/screenColours'

/** A row of Toronto houses at dusk behind the hero text, under a dark overlay; decoration only. */
export interface HeroSceneProps {
  /** A lawn sign in front of the middle house (the selling page). */
  readonly sign?: boolean
}

const SIZES = [
  { x: 0, w: 200, h: 250 },
  { x: 210, w: 170, h: 300 },
  { x: 390, w: 220, h: 230 },
  { x: 620, w: 190, h: 320 },
  { x: 820, w: 210, h: 260 },
  { x: 1040, w: 180, h: 290 },
  { x: 1230, w: 210, h: 240 },
] as const
const C = heroSceneColours
const HOUSES = SIZES.map((size, i) => ({ ...size, ...(C.houses[i] ?? C.houses[0]) }))

const GROUND = 480

export function HeroScene({ sign = false }: HeroSceneProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 520"
      preserveAspectRatio="xMidYMax slice"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    >
      <rect width="1440" height="520" fill={C.sky} />
      <circle cx="1180" cy="90" r="46" fill={C.moon} opacity="0.5" />
      {HOUSES.map((house) => {
        const top = GROUND - house.h
        const mid = house.x + house.w / 2
        return (
          <g key={house.x}>
            <path
              d={`M${String(house.x)} ${String(top + 70)}L${String(mid)} ${String(top)}L${String(house.x + house.w)} ${String(top + 70)}Z`}
              fill={house.roof}
            />
            <rect
              x={house.x + 10}
              y={top + 70}
              width={house.w - 20}
              height={house.h - 70}
              fill={house.body}
            />
            {[0, 1].map((row) =>
              [0, 1].map((col) => (
                <rect
                  key={`${String(row)}${String(col)}`}
                  x={house.x + 30 + col * (house.w - 90)}
                  y={top + 100 + row * 70}
                  width="30"
                  height="40"
                  fill={(row + col + house.x / 10) % 3 === 0 ? C.windowLit : C.windowDark}
                />
              )),
            )}
            <rect x={mid - 18} y={GROUND - 70} width="36" height="70" fill={C.door} />
          </g>
        )
      })}
      <rect y={GROUND} width="1440" height="40" fill={C.lawn} />
      {sign && (
        <g transform="translate(560 398)">
          <rect x="0" y="0" width="6" height="84" fill={C.signPost} />
          <rect x="-30" y="6" width="96" height="46" rx="4" fill={C.signBoard} />
          <rect x="-24" y="12" width="84" height="14" fill={C.signBand} />
          <rect x="-24" y="32" width="60" height="8" fill={C.signRider} />
        </g>
      )}
      <rect width="1440" height="520" fill={C.overlay} opacity="0.68" />
    </svg>
  )
}
