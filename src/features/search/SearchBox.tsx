import useMediaQuery from '@mui/material/useMediaQuery'
import { useCallback, useId, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useAppDispatch } from '../../app/hooks'
import { useNamespace } from '../../app/useNamespace'
import { SearchCombobox } from './SearchCombobox'
import { streetPinSet } from './searchState'
import { searchStrings } from './strings'

/** The search page's text in its address. */
const SEARCH_TEXT_KEY = 'q'

export interface SearchBoxProps {
  /** The mobile full-screen search: suggestions always open under the box, per-group empty texts. */
  readonly page?: boolean
  /** Opens /search when the box takes focus (phones). */
  readonly openSearchPageOnFocus?: boolean
  /** Takes focus when it appears (the full-screen search page). */
  readonly focusOnMount?: boolean
  /** Light box on a dark hero. */
  readonly tone?: 'default' | 'hero'
  /** The filter bar's compact height. */
  readonly dense?: boolean
}

/**
 * The search box: MUI's Autocomplete with its suggestions (SearchCombobox), in the page's HTML from
 * the build on, so the box a visitor sees first is the one they type into.
 */
export function SearchBox({
  page = false,
  openSearchPageOnFocus = false,
  focusOnMount = false,
  tone = 'default',
  dense = false,
}: SearchBoxProps) {
  useNamespace('search', searchStrings)
  const dispatch = useAppDispatch()
  const id = useId()
  const navigate = useNavigate()
  const small = useMediaQuery((theme) => theme.breakpoints.down('md'))
  const [query, setQuery] = useSearchParams()
  // The phone's search page keeps its text in the address (q), so Back to it finds the text.
  const [input, setInput] = useState(() => (page ? (query.get(SEARCH_TEXT_KEY) ?? '') : ''))
  const [open, setOpen] = useState(false)
  const focusedOnce = useRef(false)
  const handsOver = openSearchPageOnFocus && small

  const changeInput = useCallback(
    (value: string) => {
      setInput(value)
      if (value.trim() === '') dispatch(streetPinSet(null))
      const search = value === '' ? '' : `?${new URLSearchParams({ [SEARCH_TEXT_KEY]: value })}`
      // Letters typed while the phone's search page opens go with it, so none is lost.
      if (handsOver) void navigate(`/search${search}`)
      else if (page) setQuery(search, { replace: true })
    },
    [dispatch, handsOver, navigate, page, setQuery],
  )

  const attachInput = useCallback(
    (element: HTMLInputElement | null) => {
      if (!element || !focusOnMount || focusedOnce.current) return
      focusedOnce.current = true
      element.focus()
    },
    [focusOnMount],
  )

  return (
    <SearchCombobox
      id={id}
      page={page}
      openSearchPageOnFocus={openSearchPageOnFocus}
      tone={tone}
      dense={dense}
      input={input}
      onInputChange={changeInput}
      open={open}
      onOpenChange={setOpen}
      inputRef={attachInput}
    />
  )
}
