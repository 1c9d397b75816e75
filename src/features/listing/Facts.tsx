import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatPrice } from '../../lib/format'
import { OVERVIEW_LIMIT, truncateOverview } from '../../lib/listing/about'
import { factLabel } from '../../lib/listing/factLabels'
import { roomLabel } from '../../lib/listing/roomLabels'
import { roomSizeText } from '../../lib/listing/roomSize'
import { newTabProps } from '../../ui/newTab'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { Section } from './Section'
import type { Listing } from '../../lib/listing/normaliseListing'

/** A lot's size is written in the unit its board measured it in, or with none when unknown. */
const LOT_VALUE_KEYS = {
  Feet: 'facts.lotValue',
  Metres: 'facts.lotValueMetres',
  unknown: 'facts.lotValueUnknownUnit',
} as const

/** Facts & Features: a definition list of what the feed says, facts it lacks left out. */
export function Facts({ listing }: { readonly listing: Listing }) {
  const { t, i18n } = useTranslation('detail')
  const { details, lot, taxes, condominium } = listing
  const feed = (value: string | null | undefined) => value && factLabel(value, i18n.language)
  const rows: [string, string | number | null | undefined][] = [
    [t('facts.type'), feed(details.propertyType)],
    [t('facts.style'), feed(details.style)],
    [t('facts.status'), t(`status.${listing.lastStatus}`)],
    [t('facts.yearBuilt'), details.yearBuilt],
    [t('facts.sqft'), details.sqft ? t('facts.sqftValue', { range: details.sqft }) : null],
    [
      t('facts.lot'),
      lot.width && lot.depth
        ? t(LOT_VALUE_KEYS[lot.measurement ?? 'unknown'], {
            width: formatNumber(lot.width, i18n.language),
            depth: formatNumber(lot.depth, i18n.language),
          })
        : null,
    ],
    [
      t('facts.taxes'),
      taxes && taxes.annualAmount > 0
        ? t('facts.taxesValue', {
            amount: formatPrice(taxes.annualAmount, i18n.language),
            year: taxes.assessmentYear,
          })
        : null,
    ],
    [
      t('facts.maintenance'),
      condominium?.fees.maintenance
        ? t('facts.maintenanceValue', {
            amount: formatPrice(condominium.fees.maintenance, i18n.language),
          })
        : null,
    ],
    [t('facts.garage'), feed(details.garage)],
    [t('facts.parking'), details.numParkingSpaces > 0 ? details.numParkingSpaces : null],
    [t('facts.heating'), feed(details.heating)],
    [t('facts.airConditioning'), feed(details.airConditioning)],
    [t('facts.basement'), feed(details.basement1)],
    [t('facts.daysOnMarket'), listing.daysOnMarket],
    [t('facts.mls'), listing.mlsNumber],
    [t('facts.brokerage'), listing.office.brokerageName],
  ]
  return (
    <Section title={t('facts.title')}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
          m: 0,
        }}
      >
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </div>
          ))}
      </Box>
    </Section>
  )
}

/** The description, cut at 250 characters behind Read more, then extras and the tour link. */
export function Overview({ listing }: { readonly listing: Listing }) {
  const { t } = useTranslation('detail')
  const [open, setOpen] = useState(false)
  const { description, extras, virtualTourUrl } = listing.details
  const long = description.trim().length > OVERVIEW_LIMIT
  return (
    <Section title={t('overview.title')}>
      <Typography sx={{ whiteSpace: 'pre-line' }}>
        {open ? description : truncateOverview(description)}
      </Typography>
      {long && (
        <Button
          sx={{ mt: 1, px: 0 }}
          aria-expanded={open}
          onClick={() => {
            setOpen((value) => !value)
          }}
        >
          {open ? t('overview.readLess') : t('overview.readMore')}
        </Button>
      )}
      {extras && (
        <Typography sx={{ mt: 2 }}>
          <strong>{t('overview.extrasLabel')}</strong> {extras}
        </Typography>
      )}
      {virtualTourUrl && virtualTourUrl.startsWith('https://') && (
        <Link href={virtualTourUrl} {...newTabProps} sx={{ display: 'inline-block', mt: 2 }}>
          {t('overview.virtualTour')}
          <VisuallyHidden> {t('newTab')}</VisuallyHidden>
        </Link>
      )}
    </Section>
  )
}

/**
 * The room's features in the visitor's language, in the feed's order, each once: a feed may
 * repeat one in its three fields, and two English terms may share a French one.
 */
const roomFeatures = (room: Listing['rooms'][number], language: string) =>
  [
    ...new Set(
      [room.features, room.features2, room.features3]
        .filter(Boolean)
        .map((feature) => roomLabel(feature, 'feature', language)),
    ),
  ].join(', ')

/** Rooms with their level and features; a size shows only when it is a valid one. */
export function Rooms({ listing }: { readonly listing: Listing }) {
  const { t, i18n } = useTranslation('detail')
  const language = i18n.language
  if (listing.rooms.length === 0) return null
  return (
    <Section title={t('rooms.title')}>
      <TableContainer role="region" aria-label={t('rooms.table')} tabIndex={0}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('rooms.room')}</TableCell>
              <TableCell>{t('rooms.level')}</TableCell>
              <TableCell>{t('rooms.size')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('rooms.features')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {listing.rooms.map((room, index) => (
              <TableRow key={`${room.description}-${String(index)}`}>
                <TableCell component="th" scope="row">
                  {roomLabel(room.description, 'room', language)}
                  {/* On a phone the features go under the room's name rather than in a column. */}
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                  >
                    {roomFeatures(room, language)}
                  </Typography>
                </TableCell>
                <TableCell>{roomLabel(room.level, 'level', language)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {roomSizeText(room.length, room.width, language) ?? ''}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {roomFeatures(room, language)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  )
}
