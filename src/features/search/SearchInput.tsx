import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'
import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { searchIconAdornment, useSearchField } from './useSearchField'

export interface SearchInputProps {
  readonly id: string
  readonly dense: boolean
  readonly tone: 'default' | 'hero'
  /** Opens /search when the box takes focus (phones). */
  readonly openSearchPageOnFocus: boolean
  /** The outlined root's props from the combobox (its ref, class, handlers). */
  readonly rootProps?: Partial<OutlinedInputProps>
  /** The text field's props from the combobox: value, ARIA combobox attributes, handlers. */
  readonly htmlInputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }
  readonly inputRef?: Ref<HTMLInputElement>
  /** Shown before the text: the chosen place as a removable chip. */
  readonly chip?: ReactNode
}

/**
 * The combobox's text field (SearchCombobox). The outlined input alone: a TextField would also bring the select, menu and
 * the other two input variants, for a label the box does not show.
 */
export function SearchInput({
  id,
  dense,
  tone,
  openSearchPageOnFocus,
  rootProps,
  htmlInputProps,
  inputRef,
  chip,
}: SearchInputProps) {
  const field = useSearchField(openSearchPageOnFocus)
  return (
    <OutlinedInput
      {...rootProps}
      id={id}
      fullWidth
      size={dense ? 'small' : 'medium'}
      inputRef={inputRef}
      placeholder={field.placeholder}
      startAdornment={
        <>
          <Box sx={searchIconAdornment}>
            <SearchIcon aria-hidden />
          </Box>
          {chip}
        </>
      }
      inputProps={{
        ...htmlInputProps,
        'aria-label': field.label,
        enterKeyHint: 'search',
      }}
      onFocus={field.onFocus}
      sx={[
        // Beside a chosen place's chip the hint would be cut to a few letters ("City, Ad…"): the
        // chip says what the box holds, and the box's label still names it.
        { '&:has(.MuiChip-root) input::placeholder': { opacity: 0 } },
        tone === 'hero' && {
          bgcolor: 'background.paper',
          borderRadius: 1,
          '& fieldset': { border: 0 },
        },
      ]}
    />
  )
}
