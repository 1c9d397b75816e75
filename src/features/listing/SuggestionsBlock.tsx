import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { detailPath } from '../../lib/addressSlug'
import { listPathFor } from '../../lib/listing/detailRoute'
import { POPULAR_CITIES } from '../../lib/popularCities'
import { placeSlug } from '../../../contract/placeSlug'
import { useGetListingSuggestionsQuery, type ListingArgs } from '../../services/realtyApi'
import { streetLine } from '../listingCard'
import { Section } from './Section'

/** 10 placeholder rows while the suggestions load. */
export const SUGGESTION_PLACEHOLDERS = 10

interface Column {
  readonly title: string
  readonly links: readonly { readonly key: string; readonly to: string; readonly label: string }[]
}

/**
 * Popular Searches, Nearby Cities, Popular Cities and Recent Listings. It shows only when
 * popular, nearby and recent all have data; while loading, 10 placeholder rows.
 */
export function SuggestionsBlock({
  args,
  lease = false,
}: {
  readonly args: ListingArgs
  /** Whether the listing is for lease: the place links then name homes for lease. */
  readonly lease?: boolean
}) {
  const { t } = useTranslation('detail')
  const { t: tl } = useTranslation('listing')
  // Rendered with the store's update, not from a deferred copy: a deferred render shares its lane
  // with every pending transition on the page (the stages, lazy sections), so on a loaded machine
  // the links could wait behind them long after their answer arrived. Four short columns of links
  // cost little to render.
  const { data, isLoading } = useGetListingSuggestionsQuery(args)

  if (isLoading) {
    return (
      <Section title={t('suggestions.title')}>
        <Box aria-busy="true">
          {Array.from({ length: SUGGESTION_PLACEHOLDERS }, (_, i) => (
            <Skeleton key={i} width={`${String(50 + ((i * 17) % 40))}%`} />
          ))}
        </Box>
      </Section>
    )
  }
  const suggestions = data?.suggestions
  if (
    !suggestions ||
    suggestions.popular.length === 0 ||
    suggestions.nearby.length === 0 ||
    suggestions.recent.length === 0
  ) {
    return null
  }
  const columns: Column[] = [
    {
      title: t('suggestions.popular'),
      links: suggestions.popular.map((item) => ({
        key: `${item.city}/${item.neighborhood ?? ''}`,
        to: listPathFor(['on', placeSlug(item.city), placeSlug(item.neighborhood ?? '')]),
        label: t(lease ? 'suggestions.homesForLease' : 'suggestions.homesForSale', {
          place: item.neighborhood ?? item.city,
        }),
      })),
    },
    {
      title: t('suggestions.nearby'),
      links: suggestions.nearby.map((item) => ({
        key: item.city,
        to: listPathFor(['on', placeSlug(item.city)]),
        label: t(lease ? 'suggestions.homesForLease' : 'suggestions.homesForSale', {
          place: item.city,
        }),
      })),
    },
    {
      title: t('suggestions.popularCities'),
      links: POPULAR_CITIES.map((city) => ({
        key: city,
        to: listPathFor(['on', placeSlug(city)]),
        label: city,
      })),
    },
    {
      title: t('suggestions.recent'),
      links: suggestions.recent.map((listing) => ({
        key: `${listing.mlsNumber}/${String(listing.boardId)}`,
        to: detailPath(listing),
        label: `${streetLine(listing) || tl('addressHidden')}, ${listing.address.city}`,
      })),
    },
  ]
  return (
    <Section title={t('suggestions.title')}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {column.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {column.links.map((link) => (
                <Box component="li" key={link.key} sx={{ py: 0.5 }}>
                  <Link component={RouterLink} to={link.to} variant="body2">
                    {link.label}
                  </Link>
                </Box>
              ))}
            </Box>
          </nav>
        ))}
      </Box>
    </Section>
  )
}
