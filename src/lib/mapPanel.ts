/**
 * The map's results panel in the address, in the filters' style (only what differs from the
 * default is written): `panel=0` closed, `panel=1` open. Absent, the width decides: open beside
 * the map on a wide screen, where there is room for half the map; closed on a phone, where the
 * list is a sheet over the whole map.
 */
export const PANEL_KEY = 'panel'

export function panelOpenInQuery(query: URLSearchParams, wide: boolean): boolean {
  const value = query.get(PANEL_KEY)
  if (value === '1') return true
  if (value === '0') return false
  return wide
}

/** The query with the panel's state written into it; other keys are kept. */
export function withPanel(query: URLSearchParams, open: boolean, wide: boolean): URLSearchParams {
  const next = new URLSearchParams(query)
  if (open === wide) next.delete(PANEL_KEY)
  else next.set(PANEL_KEY, open ? '1' : '0')
  return next
}
