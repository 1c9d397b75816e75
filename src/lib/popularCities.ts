/** The region's largest markets, the same on every page that offers them. */
export const POPULAR_CITIES = [
  'Toronto',
  'Mississauga',
  'Brampton',
  'Vaughan',
  'Markham',
  'Richmond Hill',
  'Oakville',
  'Burlington',
  'Pickering',
  'Ajax',
] as const
