import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_SEARCH_LENGTH } from '../../../contract/searchLimits'
import { groupThousands } from '../../lib/format'
import { BED_BATH_OPTIONS, SQFT_OPTIONS } from '../../lib/filterSteps'
import { type MirroredSearch } from '../../lib/searchFilters'
import { MinimumSelect } from './filterChoices'

/** Keywords apply 1 second after typing stops. */
export const KEYWORDS_DELAY_MS = 1000

/** Keywords: typed freely, applied 1 s after the last key. */
export function KeywordsField({
  value,
  onApply,
}: {
  value: string
  onApply: (text: string) => void
}) {
  const { t } = useTranslation('search')
  // What is typed, until the search's keywords change from elsewhere (a link, Back).
  const [edit, setEdit] = useState({ base: value, text: value })
  const text = edit.base === value ? edit.text : value
  useEffect(() => {
    if (text === value) return
    const timer = window.setTimeout(() => {
      onApply(text)
    }, KEYWORDS_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [text, value, onApply])
  return (
    <TextField
      size="small"
      label={t('keywords')}
      placeholder={t('keywordsHint')}
      value={text}
      slotProps={{ htmlInput: { maxLength: MAX_SEARCH_LENGTH } }}
      onChange={(event) => {
        setEdit({ base: value, text: event.target.value })
      }}
    />
  )
}

export function MoreFields({
  search,
  onChange,
}: {
  search: MirroredSearch
  onChange: (
    more: Partial<Pick<MirroredSearch['filters'], 'minBeds' | 'minBaths' | 'minSqft' | 'keywords'>>,
  ) => void
}) {
  const { t, i18n } = useTranslation('search')
  const atLeast = (count: number) => t('atLeast', { count })
  return (
    <Stack spacing={2} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <MinimumSelect
          label={t('beds')}
          options={BED_BATH_OPTIONS}
          value={search.filters.minBeds}
          onChange={(minBeds) => {
            onChange({ minBeds })
          }}
          format={atLeast}
        />
        <MinimumSelect
          label={t('baths')}
          options={BED_BATH_OPTIONS}
          value={search.filters.minBaths}
          onChange={(minBaths) => {
            onChange({ minBaths })
          }}
          format={atLeast}
        />
      </Stack>
      <MinimumSelect
        label={t('sqft')}
        options={SQFT_OPTIONS}
        value={search.filters.minSqft}
        onChange={(minSqft) => {
          onChange({ minSqft })
        }}
        format={(value) => `${groupThousands(value, i18n.language)}+`}
      />
      <KeywordsField
        value={search.filters.keywords}
        onApply={(keywords) => {
          onChange({ keywords })
        }}
      />
    </Stack>
  )
}
