/**
 * The `lot` objects of the provider's published `GET /listings` examples, copied as published:
 * Repliers-io/api-docs `docs/listings.yml` (commit 58ceb5acf269275ee136029574a58c3d12fd652b,
 * OpenAPI `info.version` 1.0.0), "Version 1" and "Version 2" examples. The published example
 * values are scrambled letters ("teeF" is "Feet" shuffled), so they show the shape, not a unit.
 */
export const PUBLISHED_VERSION_1_LOT = {
  acres: '0<.5 ',
  depth: '44.92',
  irregular: null,
  legalDescription: null,
  measurement: 'teeF',
  width: '1.020',
  size: null,
}

export const PUBLISHED_VERSION_2_LOT = {
  acres: null,
  depth: null,
  irregular: null,
  legalDescription: null,
  measurement: null,
  width: null,
  size: null,
}
