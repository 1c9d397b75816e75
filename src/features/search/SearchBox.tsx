import useMediaQuery from '@mui/material/useMediaQuery'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useAppDispatch } from '../../app/hooks'
import { useNamespace } from '../../app/useNamespace'
import { ChosenPlaceChip } from './ChosenPlaceChip'
import { SearchInput } from './SearchInput'
import { streetPinSet } from './searchState'
import { searchStrings } from './strings'

/** The combobox (MUI's Autocomplete, its popper and the suggestion lookups, about 20 kB gzip). */
type Combobox = (typeof import('./SearchCombobox'))['SearchCombobox']
/** Once loaded, every box after it (another screen's) is the combobox from its first render. */
let loadedCombobox: Combobox | undefined
const loadCombobox = async () => {
  loadedCombobox = (await import('./SearchCombobox')).SearchCombobox
  return loadedCombobox
}

/** The search page's text in its address. */
export const SEARCH_TEXT_KEY = 'q'

/**
 * What the visitor has typed in a box handing over to the phone's search page, as typed. The
 * address the box navigates to trails behind: a letter typed while the page is being drawn
 * reaches the address after the page has read it, so the page's box takes the text from here.
 */
let handedOverText: string | undefined

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
 * The search box: MUI's Autocomplete with its suggestions (SearchCombobox). Until the visitor
 * points at, touches or focuses the box, it is the same text field without the combobox (which
 * loads then): the box looks the same either way, and what is typed while the combobox loads is
 * kept in the box, which keeps its focus across the swap.
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
  const [Combobox, setCombobox] = useState<Combobox | null>(() => loadedCombobox ?? null)
  const plainFocused = useRef(false)
  const handsOver = openSearchPageOnFocus && small

  const changeInput = useCallback(
    (value: string) => {
      setInput(value)
      if (value.trim() === '') dispatch(streetPinSet(null))
      const search = value === '' ? '' : `?${new URLSearchParams({ [SEARCH_TEXT_KEY]: value })}`
      // Letters typed while the phone's search page opens go with it, so none is lost.
      if (handsOver) {
        handedOverText = value
        void navigate(`/search${search}`)
      } else if (page) setQuery(search, { replace: true })
    },
    [dispatch, handsOver, navigate, page, setQuery],
  )

  // Runs as the search page's box appears, before the browser hands it another key event. The
  // text typed meanwhile lives outside React (handedOverText), so it is read here, once, and one
  // render follows before the box is painted.
  useLayoutEffect(() => {
    if (!page || handedOverText === undefined) return
    const typed = handedOverText
    handedOverText = undefined
    // eslint-disable-next-line react-hooks/set-state-in-effect -- adopts text kept outside React
    changeInput(typed)
  }, [page, changeInput])

  const attachInput = useCallback(
    (element: HTMLInputElement | null) => {
      if (!element) return
      // The combobox's box replaces the plain one the visitor was typing in: it keeps the focus.
      if (plainFocused.current) {
        plainFocused.current = false
        element.focus()
        element.setSelectionRange(element.value.length, element.value.length)
        // Text typed meanwhile gets its suggestions, as if typed into the combobox.
        if (element.value.trim() !== '') setOpen(true)
      }
      if (!focusOnMount || focusedOnce.current) return
      focusedOnce.current = true
      element.focus()
    },
    [focusOnMount],
  )

  const want = useCallback(() => {
    void loadCombobox().then((loaded) => {
      setCombobox(() => loaded)
    })
  }, [])
  // The full-screen search page is there to type in: its combobox loads at once.
  useEffect(() => {
    if (page || focusOnMount) want()
  }, [page, focusOnMount, want])

  const plain = (
    <SearchInput
      id={id}
      dense={dense}
      tone={tone}
      openSearchPageOnFocus={openSearchPageOnFocus}
      // The page's box takes the focus as it appears even before its combobox has loaded, so the
      // letters typed meanwhile land in it (and the combobox then keeps that focus).
      inputRef={attachInput}
      rootProps={{
        onPointerEnter: want,
        onPointerDown: () => {
          // A press focuses the box: the combobox, if it arrives first, takes that focus.
          plainFocused.current = true
          want()
        },
      }}
      htmlInputProps={{
        value: input,
        autoComplete: 'off',
        // The box a visitor meets is the combobox it becomes: same role, closed until it loads.
        role: 'combobox',
        'aria-expanded': false,
        'aria-autocomplete': 'list',
        onChange: (event) => {
          changeInput(event.target.value)
        },
        onFocus: () => {
          plainFocused.current = true
          want()
        },
        onBlur: (event) => {
          // A box leaving the page for the combobox's may report a blur: that one keeps the mark.
          const box = event.currentTarget
          queueMicrotask(() => {
            if (box.isConnected) plainFocused.current = false
          })
        },
      }}
      chip={<ChosenPlaceChip />}
    />
  )
  if (!Combobox) return plain

  return (
    <Combobox
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
