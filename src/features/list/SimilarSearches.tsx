import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { groupThousands } from '../../lib/format'
import type { QueryParams } from '../../lib/queryString'
import { similarSearches, type SimilarPlace, type SimilarSearch } from '../../lib/similarSearches'
import { useSearchListingsQuery } from '../../services/realtyApi'

/** Only the counts are wanted: one small listing and the aggregates. */
const COUNTS_ONLY = { resultsPerPage: 1, fields: 'mlsNumber' } as const

const countsOf = (aggregates: unknown, group: 'neighborhood' | 'city') =>
  (aggregates as { address?: Record<string, Record<string, number> | undefined> } | undefined)
    ?.address?.[group]

/**
 * Similar-search suggestions: the same search in the city's
 * other neighbourhoods and in other cities, each with how many homes it finds there. The filters
 * in the query string travel with the links; the page number does not.
 */
export function SimilarSearches({
  place,
  search,
  ready,
}: {
  place: SimilarPlace
  /** The list's search without its place, page or sort. */
  search: QueryParams
  /** Asked only once the list itself has loaded, so the counts never delay it. */
  ready: boolean
}) {
  const { t, i18n } = useTranslation('list')
  const [query] = useSearchParams()
  const { data: inCity } = useSearchListingsQuery(
    { ...search, city: place.city, ...COUNTS_ONLY, aggregates: 'address.neighborhood' },
    { skip: !ready || place.city === undefined },
  )
  const { data: byCity } = useSearchListingsQuery(
    { ...search, ...COUNTS_ONLY, aggregates: 'address.city' },
    { skip: !ready },
  )
  const { neighbourhoods, cities } = similarSearches(place, {
    neighbourhoods: countsOf(inCity?.aggregates, 'neighborhood'),
    cities: countsOf(byCity?.aggregates, 'city'),
  })
  if (neighbourhoods.length === 0 && cities.length === 0) return null

  const kept = new URLSearchParams(query)
  kept.delete('page')
  const suffix = kept.size > 0 ? `?${kept.toString()}` : ''

  const group = (id: string, title: string, items: readonly SimilarSearch[]) =>
    items.length > 0 && (
      <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
        <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
          {items.map((item) => (
            <Box component="li" key={item.path} sx={{ listStyle: 'none' }}>
              <Chip
                component={RouterLink}
                to={`${item.path}${suffix}`}
                clickable
                variant="outlined"
                label={t('similar.item', {
                  name: item.name,
                  count: item.count,
                  formatted: groupThousands(item.count, i18n.language),
                })}
              />
            </Box>
          ))}
        </Box>
      </Box>
    )

  return (
    <Box component="section" aria-labelledby="similar-title" sx={{ mt: 6 }}>
      <Typography id="similar-title" component="h2" variant="h5">
        {t('similar.title')}
      </Typography>
      {group(
        'similar-neighbourhoods',
        t('similar.neighbourhoods', { city: place.city ?? '' }),
        neighbourhoods,
      )}
      {group('similar-cities', t('similar.cities'), cities)}
    </Box>
  )
}
