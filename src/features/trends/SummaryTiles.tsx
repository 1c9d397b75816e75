import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import RemoveIcon from '@mui/icons-material/Remove'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatPrice, formatNumber } from '../../lib/format'
import { direction } from '../../lib/trends/insights'
import { percentChange, pointChange, type MarketSnapshot } from '../../lib/trends/snapshot'

interface Tile {
  readonly id: string
  readonly label: string
  readonly value: string
  /** The change and whether it is in percent or in points. */
  readonly change: number | null
  readonly unit: '%' | 'pts'
  /** The figure rests on sold prices the service withheld (fewer than 10 sales). */
  readonly withheld?: boolean
}

const ICONS = { up: ArrowUpwardIcon, down: ArrowDownwardIcon, steady: RemoveIcon } as const

/** Six stat tiles: value, change arrow and the period compared (DESIGN: Trends). */
export function SummaryTiles({
  snapshot,
  period,
}: {
  readonly snapshot: MarketSnapshot
  readonly period: string
}) {
  const { t, i18n } = useTranslation('trends')
  const { current, previous } = snapshot
  const money = (value: number | null) => (value === null ? '—' : formatPrice(value, i18n.language))
  const percent = (value: number | null) =>
    value === null ? '—' : `${formatNumber(value, i18n.language, 1)} %`
  const tiles: Tile[] = [
    {
      id: 'avgSoldPrice',
      label: t('summary.avgSoldPrice'),
      value: money(current.avgSoldPrice),
      change: percentChange(current.avgSoldPrice, previous?.avgSoldPrice),
      unit: '%',
      withheld: current.soldPriceWithheld,
    },
    {
      id: 'medSoldPrice',
      label: t('summary.medSoldPrice'),
      value: money(current.medSoldPrice),
      change: percentChange(current.medSoldPrice, previous?.medSoldPrice),
      unit: '%',
      withheld: current.soldPriceWithheld,
    },
    {
      id: 'sales',
      label: t('summary.sales'),
      value: formatNumber(current.sales, i18n.language, 0),
      change: percentChange(current.sales, previous?.sales),
      unit: '%',
    },
    {
      id: 'avgDaysOnMarket',
      label: t('summary.avgDaysOnMarket'),
      value:
        current.avgDaysOnMarket === null
          ? '—'
          : t('summary.days', { count: current.avgDaysOnMarket }),
      change: percentChange(current.avgDaysOnMarket, previous?.avgDaysOnMarket),
      unit: '%',
    },
    {
      id: 'avgListPrice',
      label: t('summary.avgListPrice'),
      value: money(current.avgListPrice),
      change: percentChange(current.avgListPrice, previous?.avgListPrice),
      unit: '%',
    },
    {
      id: 'soldToAsking',
      label: t('summary.soldToAsking'),
      value: percent(current.soldToAskingPercent),
      change: pointChange(current.soldToAskingPercent, previous?.soldToAskingPercent),
      unit: 'pts',
      withheld: current.soldPriceWithheld,
    },
  ]

  return (
    <Box
      component="ul"
      aria-label={t('summary.title')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {tiles.map((tile) => (
        <SummaryTile key={tile.id} tile={tile} period={period} />
      ))}
    </Box>
  )
}

/** One figure: its value, and its change against the period before with an arrow. */
function SummaryTile({ tile, period }: { readonly tile: Tile; readonly period: string }) {
  const { t, i18n } = useTranslation('trends')
  const way = direction(tile.change)
  const Icon = ICONS[way]
  const amount =
    tile.change === null
      ? ''
      : `${formatNumber(Math.abs(tile.change), i18n.language, 1)}${tile.unit === '%' ? ' %' : ' pts'}`
  return (
    <Paper
      component="li"
      key={tile.id}
      variant="outlined"
      data-testid={`tile-${tile.id}`}
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{tile.label}</Typography>
      <Typography
        sx={{
          fontSize: { xs: 20, sm: 24 },
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {tile.value}
      </Typography>
      {tile.withheld === true ? (
        <Typography
          sx={{ fontSize: 12, color: 'text.secondary' }}
          data-testid={`tile-${tile.id}-withheld`}
        >
          {t('summary.withheld')}
        </Typography>
      ) : tile.change === null ? (
        <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
          {t('summary.noPrevious')}
        </Typography>
      ) : (
        <Typography
          sx={{
            fontSize: 12,
            color: 'text.secondary',
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          <Icon sx={{ fontSize: 16 }} aria-hidden />
          <span>
            {t(`summary.${way}`, { change: amount })} {t('summary.vsPrevious', { period })}
          </span>
        </Typography>
      )}
    </Paper>
  )
}
