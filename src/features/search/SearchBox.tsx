import { useCallback, useId, useRef, useState } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { useNamespace } from '../../app/useNamespace'
import { onDemand } from '../../ui/onDemand'
import type { SearchComboboxProps } from './SearchCombobox'
import { SearchStandIn } from './SearchStandIn'
import { streetPinSet } from './searchState'
import { searchStrings } from './strings'

const useCombobox = onDemand<SearchComboboxProps>(
  async () => (await import('./SearchCombobox')).SearchCombobox,
)

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
 * The search box. Its suggestions (MUI's Autocomplete with
 * its popup, about 20 kB gzip with the lookups) show only once the box is used, so they load when
 * it is first pointed at or focused (SearchCombobox). Until then a stand-in field of plain
 * elements with the same look, name and combobox attributes (SearchStandIn) takes the text; the
 * combobox takes over with that text, the caret and the focus, and opens if the text asked for
 * suggestions meanwhile.
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
  const [input, setInput] = useState('')
  const [open, setOpen] = useState(false)
  const [Combobox, want] = useCombobox()
  const focusedOnce = useRef(false)
  /** The stand-in's field while it has the focus, for the combobox to take it over. */
  const handover = useRef<HTMLInputElement | null>(null)

  const changeInput = useCallback(
    (value: string) => {
      setInput(value)
      if (value.trim() === '') dispatch(streetPinSet(null))
    },
    [dispatch],
  )

  const attachInput = useCallback(
    (element: HTMLInputElement | null) => {
      if (!element) return
      const previous = handover.current
      if (previous && previous !== element) {
        handover.current = null
        element.focus()
        element.setSelectionRange(previous.selectionStart, previous.selectionEnd)
        return
      }
      if (focusOnMount && !focusedOnce.current) {
        focusedOnce.current = true
        element.focus()
      }
    },
    [focusOnMount],
  )

  if (Combobox) {
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
  return (
    <SearchStandIn
      id={id}
      dense={dense}
      tone={tone}
      openSearchPageOnFocus={openSearchPageOnFocus}
      value={input}
      onValueChange={(event) => {
        changeInput(event.target.value)
        // Typing opens the suggestions, as it does in the combobox.
        if (event.target.value !== '') setOpen(true)
      }}
      onFocus={(event) => {
        handover.current = event.currentTarget
        want()
      }}
      onBlur={() => {
        handover.current = null
      }}
      onPointerEnter={want}
      inputRef={attachInput}
    />
  )
}
