import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import type { ChangeEvent, FocusEvent, Ref } from 'react'
import { searchIconAdornment, useSearchField } from './useSearchField'

/** OutlinedInput's resting border in the light palette (it is not a theme colour). */
const outlineColour = 'rgba(0, 0, 0, 0.23)'

/**
 * The combobox's field as its own rules draw it closed and empty: InputBase and OutlinedInput
 * with a start adornment, then the Autocomplete's paddings for its input root and input (which
 * win over the outlined input's own), and the hero's white box, outlined only while focused.
 */
const fieldSx = (dense: boolean, hero: boolean) => (theme: Theme) =>
  ({
    ...theme.typography.body1,
    color: 'text.primary',
    lineHeight: '1.4375em',
    boxSizing: 'border-box',
    position: 'relative',
    cursor: 'text',
    display: 'inline-flex',
    alignItems: 'center',
    width: '100%',
    borderRadius: 1,
    padding: dense ? '6px 9px 6px 6px' : '9px',
    ...(hero && { bgcolor: 'background.paper' }),
    '& > input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: dense ? '2.5px 4px 2.5px 8px' : '7.5px 4px 7.5px 5px',
      border: 'none',
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      width: 0,
      minWidth: 30,
      flexGrow: 1,
      textOverflow: 'ellipsis',
      '&::placeholder': { color: 'currentColor', opacity: 0.42 },
      '&:focus': { outline: 0 },
    },
    // NotchedOutline without a label: the legend's 11px line places the border as the combobox's.
    '& > fieldset': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      // The hero has no outline at rest, but the focused 2px one shows (SearchInput's `border: 0`
      // for it is the system's `0px solid`, which the focused width overrides).
      borderWidth: hero ? 0 : 1,
      borderColor: outlineColour,
      overflow: 'hidden',
      minWidth: '0%',
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      padding: 0,
      lineHeight: '11px',
    },
    '&:hover > fieldset': { borderColor: 'text.primary' },
    '@media (hover: none)': { '&:hover > fieldset': { borderColor: outlineColour } },
    '&:focus-within > fieldset': { borderWidth: 2, borderColor: 'primary.main' },
  }) as const

export interface SearchStandInProps {
  readonly id: string
  readonly dense: boolean
  readonly tone: 'default' | 'hero'
  /** Opens /search when the box takes focus (phones). */
  readonly openSearchPageOnFocus: boolean
  readonly value: string
  readonly onValueChange: (event: ChangeEvent<HTMLInputElement>) => void
  readonly onFocus: (event: FocusEvent<HTMLInputElement>) => void
  readonly onBlur: () => void
  /** Pointing at the box: the moment to fetch the combobox. */
  readonly onPointerEnter: () => void
  readonly inputRef: Ref<HTMLInputElement>
}

/**
 * The search box's field until its combobox arrives (SearchBox): the same look, name and combobox
 * attributes as the combobox's SearchInput, from plain elements. MUI's OutlinedInput would bring
 * InputBase, FormControl and TextareaAutosize (about 5 kB gzip) into every screen with a search
 * box, the map's among them, before anyone uses the box; the combobox brings them when it loads.
 */
export function SearchStandIn({
  id,
  dense,
  tone,
  openSearchPageOnFocus,
  value,
  onValueChange,
  onFocus,
  onBlur,
  onPointerEnter,
  inputRef,
}: SearchStandInProps) {
  const field = useSearchField(openSearchPageOnFocus)
  return (
    <Box sx={{ width: '100%' }} onPointerEnter={onPointerEnter}>
      <Box
        sx={fieldSx(dense, tone === 'hero')}
        onClick={(event) => {
          // As InputBase: a click on the frame's padding puts the caret in the field.
          if (event.target === event.currentTarget) {
            event.currentTarget.querySelector('input')?.focus()
          }
        }}
      >
        <Box sx={searchIconAdornment}>
          <SearchIcon aria-hidden />
        </Box>
        <input
          ref={inputRef}
          id={id}
          type="text"
          value={value}
          onChange={onValueChange}
          onFocus={(event) => {
            field.onFocus()
            onFocus(event)
          }}
          onBlur={onBlur}
          placeholder={field.placeholder}
          aria-label={field.label}
          enterKeyHint="search"
          // No aria-controls: there is no listbox until the combobox opens one (MUI's Autocomplete
          // also sets it only while open).
          // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
          role="combobox"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck="false"
          aria-autocomplete="list"
          aria-expanded={false}
        />
        <fieldset aria-hidden>
          <legend>
            <span className="notranslate" aria-hidden>
              {'\u200b'}
            </span>
          </legend>
        </fieldset>
      </Box>
    </Box>
  )
}
