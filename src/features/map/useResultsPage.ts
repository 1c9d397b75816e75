import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { resultsPaged, selectResultsPaging } from '../search'

/**
 * The results panel's page, kept in the store so Back from a listing returns to it. A new search
 * or a new area starts at page 1; the first area a panel shows after it opens (as the map comes
 * back to where it was) keeps the stored page, since the restored view may differ from the one
 * left by a rounding.
 */
export function useResultsPage(
  searchKey: string,
  area: string | undefined,
): readonly [page: number, setPage: (page: number) => void] {
  const dispatch = useAppDispatch()
  const paging = useAppSelector(selectResultsPaging)
  const [firstArea, setFirstArea] = useState(area)
  // The first area known: set while drawing, as the panel's own state may be.
  if (firstArea === undefined && area !== undefined) setFirstArea(area)
  const sameArea = paging?.area === area || area === (firstArea ?? area)
  const page = paging?.searchKey === searchKey && sameArea ? paging.page : 1
  const setPage = (next: number) => dispatch(resultsPaged({ searchKey, area, page: next }))
  return [page, setPage]
}
