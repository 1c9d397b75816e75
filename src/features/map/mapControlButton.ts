/** A round control over the map: a card's surface and shadow, so it reads over any ground. */
export const mapControlButton = {
  bgcolor: 'background.paper',
  boxShadow: 2,
  '&:hover': { bgcolor: 'grey.100' },
} as const

/** What a control floating over the map carries, so the map writes no name under it. */
export const COVERS_MAP = 'data-covers-map'
