import { useCallback, useState } from 'react'

const KEY = 'visitedListings'

/** MLS numbers of listings opened this session, for the visited marker. */
export function visitedListings(): ReadonlySet<string> {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    const value: unknown = raw ? JSON.parse(raw) : []
    return new Set(Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [])
  } catch {
    return new Set()
  }
}

export function markVisited(mlsNumber: string): ReadonlySet<string> {
  const next = new Set(visitedListings())
  next.add(mlsNumber)
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify([...next]))
  } catch {
    // Storage disabled: the marker changes for this page only.
  }
  return next
}

/** The listings opened this session, and a way to mark one opened (its pin looks visited). */
export function useVisitedListings(): readonly [ReadonlySet<string>, (mlsNumber: string) => void] {
  const [visited, setVisited] = useState(visitedListings)
  const visit = useCallback((mlsNumber: string) => {
    setVisited(markVisited(mlsNumber))
  }, [])
  return [visited, visit]
}
