/** A row of Toronto houses at dusk behind the hero text, under a dark overlay; decoration only. */
export interface HeroSceneProps {
  /** A lawn sign in front of the middle house (the selling page). */
  readonly sign?: boolean
}

const HOUSES = [
  { x: 0, w: 200, h: 250, body: '#5B7899', roof: '#3D5571' },
  { x: 210, w: 170, h: 300, body: '#8C5A4A', roof: '#5E3A30' },
  { x: 390, w: 220, h: 230, body: '#7390B0', roof: '#4C6685' },
  { x: 620, w: 190, h: 320, body: '#A0705C', roof: '#6E4A3C' },
  { x: 820, w: 210, h: 260, body: '#5F7F9E', roof: '#42607E' },
  { x: 1040, w: 180, h: 290, body: '#8E6554', roof: '#61443A' },
  { x: 1230, w: 210, h: 240, body: '#6A88A8', roof: '#4A6482' },
] as const

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
      <rect width="1440" height="520" fill="#2C4A6E" />
      <circle cx="1180" cy="90" r="46" fill="#F2D49B" opacity="0.5" />
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
                  fill={(row + col + house.x / 10) % 3 === 0 ? '#F2B84B' : '#2A3D55'}
                />
              )),
            )}
            <rect x={mid - 18} y={GROUND - 70} width="36" height="70" fill="#1F2F45" />
          </g>
        )
      })}
      <rect y={GROUND} width="1440" height="40" fill="#2F5236" />
      {sign && (
        <g transform="translate(560 398)">
          <rect x="0" y="0" width="6" height="84" fill="#E6E9ED" />
          <rect x="-30" y="6" width="96" height="46" rx="4" fill="#FFFFFF" />
          <rect x="-24" y="12" width="84" height="14" fill="#147BC9" />
          <rect x="-24" y="32" width="60" height="8" fill="#C62828" />
        </g>
      )}
      <rect width="1440" height="520" fill="#0B1626" opacity="0.68" />
    </svg>
  )
}
