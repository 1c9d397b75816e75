/** A round control over the map: a card's surface and shadow, so it reads over any ground. */
export const mapControlButton = {
  bgcolor: 'background.paper',
  boxShadow: 2,
  '&:hover': { bgcolor: 'grey.100' },
} as const
