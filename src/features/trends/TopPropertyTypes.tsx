import StarIcon from '@mui/icons-material/StarOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatPrice, formatNumber } from '../../lib/format'
import { factLabel } from '../../lib/listing/factLabels'
import {
  MIN_SALES_TO_POINT_OUT,
  MIN_SALES_TO_RANK_BY_PRICE,
  type PropertyTypeFigures,
  type TopPropertyTypes,
} from '../../lib/trends/snapshot'

function Ranking({
  caption,
  note,
  empty,
  rows,
  exceptional,
  testId,
  badged = false,
}: {
  readonly caption: string
  /** Which types the ranking holds, under its caption. */
  readonly note?: string
  /** Said in the table when no type qualifies. */
  readonly empty: string
  readonly rows: readonly PropertyTypeFigures[]
  readonly exceptional: ReadonlySet<string>
  readonly testId: string
  /** Whether pointed-out rows carry the badge (one table does; the other is only shaded). */
  readonly badged?: boolean
}) {
  const { t, i18n } = useTranslation('trends')
  return (
    // Fits a 360 px phone (narrow cell padding, headings that wrap); should a longer label not
    // fit, it scrolls inside its own box, not the page, and is focusable so the keyboard can too.
    <Paper
      variant="outlined"
      tabIndex={0}
      aria-label={caption}
      sx={{ borderRadius: 2, overflowX: 'auto' }}
    >
      <Table
        size="small"
        data-testid={testId}
        sx={{
          '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
        }}
      >
        <caption style={{ captionSide: 'top', fontWeight: 700, textAlign: 'left', padding: 16 }}>
          {caption}
          {note !== undefined && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block', fontWeight: 400 }}
            >
              {note}
            </Typography>
          )}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('types.type')}</TableCell>
            <TableCell scope="col" align="right">
              {t('types.count')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('types.avgPrice')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{empty}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => {
            const highlighted = exceptional.has(row.type)
            return (
              <TableRow
                key={row.type}
                sx={highlighted ? { bgcolor: 'action.selected' } : undefined}
                data-exceptional={highlighted || undefined}
              >
                <TableCell component="th" scope="row">
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    {factLabel(row.type, i18n.language)}
                    {highlighted && badged && (
                      <Chip
                        size="small"
                        color="success"
                        icon={<StarIcon aria-hidden />}
                        label={t('types.exceptional')}
                        // The badge's words wrap like the type's own on a narrow phone, rather
                        // than set the column's width.
                        sx={{
                          height: 'auto',
                          py: 0.25,
                          '& .MuiChip-label': { whiteSpace: 'normal' },
                        }}
                      />
                    )}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatNumber(row.count, i18n.language, 0)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {row.avgListPrice === null ? '—' : formatPrice(row.avgListPrice, i18n.language)}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </Paper>
  )
}

/** 'Top 5 Property Types' by count and by average list price, shared types highlighted. */
export function TopPropertyTypesSection({ top }: { readonly top: TopPropertyTypes }) {
  const { t, i18n } = useTranslation('trends')
  const exceptional = new Set(top.exceptional)
  const pointedOut = top.exceptional.map((type) => factLabel(type, i18n.language))
  return (
    <Box component="section" aria-labelledby="types-title" sx={{ mt: 4 }}>
      <Typography id="types-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('types.title')}
      </Typography>
      {top.byCount.length === 0 ? (
        <Typography>{t('types.none')}</Typography>
      ) : (
        <>
          {top.exceptional.length > 0 && (
            <Typography sx={{ mb: 2 }}>
              {t('types.exceptionalNote', {
                types: pointedOut.join(', '),
                min: MIN_SALES_TO_POINT_OUT,
              })}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'minmax(0, 1fr)',
            }}
          >
            <Ranking
              caption={t('types.byCount')}
              empty={t('types.none')}
              rows={top.byCount}
              exceptional={exceptional}
              testId="types-by-count"
              badged
            />
            <Ranking
              caption={t('types.byPrice')}
              note={t('types.byPriceNote', { min: MIN_SALES_TO_RANK_BY_PRICE })}
              empty={t('types.noneByPrice', { min: MIN_SALES_TO_RANK_BY_PRICE })}
              rows={top.byPrice}
              exceptional={exceptional}
              testId="types-by-price"
            />
          </Box>
        </>
      )}
    </Box>
  )
}
