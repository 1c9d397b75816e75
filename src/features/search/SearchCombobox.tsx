import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { streetLine } from '../../../contract/streetLine'
import {
  perGroup,
  shouldLookUp,
  suggestionStatus,
  type ListingSuggestion,
  type LocationSuggestion,
} from '../../lib/searchSuggestions'
import { ChosenPlaceChip } from './ChosenPlaceChip'
import { SearchInput } from './SearchInput'
import { useChooseSuggestion } from './useChooseSuggestion'
import { useSuggestions } from './useSuggestions'

/** A row of the list: a suggestion, or a group's "nothing found" line (mobile search). */
export type SuggestionOption =
  | { readonly group: 'locations'; readonly item: LocationSuggestion }
  | { readonly group: 'listings'; readonly item: ListingSuggestion }
  | { readonly group: 'locations' | 'listings'; readonly item: { readonly kind: 'empty' } }

const optionKey = (option: SuggestionOption): string => {
  const { item } = option
  switch (item.kind) {
    case 'listing':
      return `listing:${item.mlsNumber}:${String(item.boardId)}`
    case 'place':
      return `place:${item.prediction.place_id}`
    case 'city':
    case 'neighbourhood':
      return `${item.kind}:${item.place.city}:${item.place.name}`
    default:
      return `empty:${option.group}`
  }
}

export interface SearchComboboxProps {
  readonly id: string
  readonly page: boolean
  readonly openSearchPageOnFocus: boolean
  readonly tone: 'default' | 'hero'
  readonly dense: boolean
  /** The text in the box, kept by SearchBox. */
  readonly input: string
  readonly onInputChange: (value: string) => void
  /** Whether the suggestions are open, kept by SearchBox. */
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly inputRef: (element: HTMLInputElement | null) => void
}

/**
 * The search box with its suggestions: 'City, Address, MLS#', grouped Locations and Listings
 * suggestions after 2 characters (debounced 200 ms), full keyboard use through the ARIA combobox
 * pattern.
 */
export function SearchCombobox({
  id,
  page,
  openSearchPageOnFocus,
  tone,
  dense,
  input,
  onInputChange,
  open,
  onOpenChange,
  inputRef,
}: SearchComboboxProps) {
  const { t } = useTranslation('search')
  const options = useSuggestionOptions(input, page)
  const choose = useChooseSuggestion()

  const renderInput = (params: AutocompleteRenderInputParams) => (
    <SearchInput
      id={params.id}
      dense={dense}
      tone={tone}
      openSearchPageOnFocus={openSearchPageOnFocus}
      rootProps={params.slotProps.input}
      htmlInputProps={params.slotProps.htmlInput}
      inputRef={inputRef}
      chip={<ChosenPlaceChip />}
    />
  )

  return (
    <Autocomplete
      id={id}
      fullWidth
      size={dense ? 'small' : 'medium'}
      clearOnBlur={false}
      options={options}
      filterOptions={(all) => all}
      groupBy={(option) => option.group}
      getOptionKey={optionKey}
      getOptionLabel={(option) => optionText(option, t)}
      getOptionDisabled={(option) => option.item.kind === 'empty'}
      isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        // The search page keeps what was typed (its address keeps it for Back), not the choice.
        if (reason === 'reset' || (page && reason === 'selectOption')) return
        onInputChange(value)
      }}
      value={null}
      onChange={(_event, option) => {
        if (!option) return
        // The box's text gives way to the chip that names the chosen place (the search page
        // keeps it, for Back).
        if (option.item.kind !== 'listing' && !page) onInputChange('')
        void choose(option)
      }}
      open={page ? shouldLookUp(input) : open}
      onOpen={() => {
        onOpenChange(true)
      }}
      onClose={() => {
        onOpenChange(false)
      }}
      noOptionsText={t('noResults')}
      loadingText={t('counting')}
      forcePopupIcon={false}
      clearText={t('clear')}
      openText={t('searchLabel')}
      closeText={t('close')}
      disablePortal={page}
      autoHighlight
      blurOnSelect
      slotProps={{
        paper: { elevation: page ? 0 : 8 },
        popper: page ? { sx: { position: 'static !important', transform: 'none !important' } } : {},
        listbox: { sx: { maxHeight: page ? 'none' : '60vh' } },
      }}
      renderGroup={(params) => (
        <SuggestionGroup key={params.key} group={params.group}>
          {params.children}
        </SuggestionGroup>
      )}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string }
        return (
          <li key={key} {...rest}>
            <OptionContent option={option} />
          </li>
        )
      }}
      renderInput={renderInput}
    />
  )
}

function OptionContent({ option }: { option: SuggestionOption }) {
  const { t } = useTranslation('search')
  const { item } = option
  if (item.kind === 'empty') {
    return (
      <Typography variant="body2" color="text.secondary">
        {option.group === 'locations' ? t('noLocations') : t('noListings')}
      </Typography>
    )
  }
  let main: string
  let secondary: string
  switch (item.kind) {
    case 'listing':
      main = streetLine(item)
      secondary = [
        item.address.city,
        item.address.state,
        item.mlsNumber,
        t(`statuses.${suggestionStatus(item.type, item.lastStatus)}`),
      ]
        .filter(Boolean)
        .join(' · ')
      break
    case 'place':
      main = item.prediction.structured_formatting.main_text
      secondary = item.prediction.structured_formatting.secondary_text
      break
    default:
      main = item.place.name
      secondary =
        item.kind === 'city'
          ? `${t('city')} · ${item.place.state}`
          : `${t('neighbourhood')} · ${item.place.city}, ${item.place.state}`
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {main}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {secondary}
      </Typography>
    </Box>
  )
}

function optionText(option: SuggestionOption, t: TFunction<'search'>): string {
  const { item } = option
  switch (item.kind) {
    case 'listing':
      return streetLine(item)
    case 'place':
      return item.prediction.description
    case 'city':
    case 'neighbourhood':
      return item.place.name
    default:
      return option.group === 'locations' ? t('noLocations') : t('noListings')
  }
}

/** A group of suggestions under its heading (Locations, Listings). */
function SuggestionGroup({ group, children }: { group: string; children: ReactNode }) {
  const { t } = useTranslation('search')
  return (
    <li>
      <Typography
        component="div"
        variant="overline"
        sx={{ px: 2, pt: 1, color: 'text.secondary', fontWeight: 700 }}
      >
        {group === 'locations' ? t('locations') : t('listings')}
      </Typography>
      <Box component="ul" sx={{ p: 0 }}>
        {children}
      </Box>
    </li>
  )
}

/**
 * The rows for the text: each group's suggestions, and 'None found' rows only when neither group
 * found anything (an empty group is hidden beside one with results, so it cannot push them down).
 */
function useSuggestionOptions(input: string, page: boolean): SuggestionOption[] {
  const small = useMediaQuery((theme) => theme.breakpoints.down('md'))
  const suggestions = useSuggestions(input, perGroup(small || page))
  const looking = shouldLookUp(input)
  if (!looking) return []
  const settled = !suggestions.loading && suggestions.text === input.trim()
  const nothingFound =
    page && settled && suggestions.locations.length + suggestions.listings.length === 0
  const empty = (group: 'locations' | 'listings') =>
    nothingFound ? [{ group, item: { kind: 'empty' as const } }] : []
  return [
    ...suggestions.locations.map((item) => ({ group: 'locations' as const, item })),
    ...empty('locations'),
    ...suggestions.listings.map((item) => ({ group: 'listings' as const, item })),
    ...empty('listings'),
  ]
}
