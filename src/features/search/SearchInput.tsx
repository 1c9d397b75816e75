import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { InputHTMLAttributes, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/**
 * InputAdornment's look for an icon at the start (its whole styling for that case): the component
 * itself also brings Typography (about 2 kB gzip) for text adornments this box does not have.
 */
const searchIconAdornment = {
  display: 'flex',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: 'action.active',
  mr: 1,
} as const

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
}

/**
 * The search box's text field, the same before and after the suggestions' combobox arrives
 * (SearchBox). The outlined input alone: a TextField would also bring the select, menu and the
 * other two input variants into every screen with a search box, for a label the box does not show.
 */
export function SearchInput({
  id,
  dense,
  tone,
  openSearchPageOnFocus,
  rootProps,
  htmlInputProps,
  inputRef,
}: SearchInputProps) {
  const { t } = useTranslation('search')
  const navigate = useNavigate()
  const small = useMediaQuery((theme) => theme.breakpoints.down('md'))
  return (
    <OutlinedInput
      {...rootProps}
      id={id}
      fullWidth
      size={dense ? 'small' : 'medium'}
      inputRef={inputRef}
      placeholder={t('placeholder')}
      startAdornment={
        <Box sx={searchIconAdornment}>
          <SearchIcon aria-hidden />
        </Box>
      }
      inputProps={{
        ...htmlInputProps,
        'aria-label': t('searchLabel'),
        enterKeyHint: 'search',
      }}
      onFocus={() => {
        if (openSearchPageOnFocus && small) void navigate('/search')
      }}
      sx={
        tone === 'hero'
          ? { bgcolor: 'background.paper', borderRadius: 1, '& fieldset': { border: 0 } }
          : undefined
      }
    />
  )
}
