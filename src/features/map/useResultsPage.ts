import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { pageInQuery, withPage } from '../../lib/pageQuery'

/** The search and area a page of results belongs to. */
interface PagedSearch {
  readonly searchKey: string
  readonly area: string
  /** A new search or area, whose page is 1 whatever the address still says. */
  readonly fresh: boolean
}

/**
 * The results panel's page, kept in the address (`page=N`) so a reload, a shared link and Back
 * from a listing open the page the visitor was on. Paging replaces the entry: the panel is not a
 * screen to go Back through, and on a phone Back closes its sheet. The first area the panel
 * shows (the map coming back to where it was) takes the address's page, since the restored view
 * may differ from the one left by a rounding; a new search or area after it starts at page 1,
 * and the page leaves the address.
 */
export function useResultsPage(
  searchKey: string,
  area: string | undefined,
): readonly [page: number, setPage: (page: number) => void] {
  const navigate = useNavigate()
  const location = useLocation()
  const asked = pageInQuery(new URLSearchParams(location.search))
  const [paged, setPaged] = useState<PagedSearch | null>(null)
  if (area !== undefined && (paged?.searchKey !== searchKey || paged.area !== area)) {
    setPaged({ searchKey, area, fresh: paged !== null })
  }
  const fresh = paged?.fresh === true
  const page = fresh ? 1 : asked

  const write = (next: number) => {
    const search = withPage(new URLSearchParams(location.search), next).toString()
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    )
  }

  // A new search or area: the page the address still names is another search's.
  useEffect(() => {
    if (fresh && asked !== 1) write(1)
    // Written when a new search or area arrives, from the address as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh, asked])

  const setPage = (next: number) => {
    if (paged) setPaged({ ...paged, fresh: false })
    write(next)
  }
  return [page, setPage]
}
