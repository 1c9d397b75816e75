import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { formatAxisDollars } from '../../lib/axisDollars'
import { formatPrice, formatNumber } from '../../lib/format'
import { placeSlug } from '../../../contract/placeSlug'
import type { TrendsFilters } from '../../lib/trends/filters'
import { marketInsights, windowTrend } from '../../lib/trends/insights'
import { topPropertyTypes, type MarketSnapshot } from '../../lib/trends/snapshot'
import { monthLabel } from './format'
import { InsightsText } from './InsightsText'
import { MonthlyChart } from './MonthlyChart'
import { SummaryTiles } from './SummaryTiles'
import { TopPropertyTypesSection } from './TopPropertyTypes'

/** Everything the page shows once the statistics arrive. */
export function TrendsContent({
  snapshot,
  filters,
}: {
  readonly snapshot: MarketSnapshot
  readonly filters: TrendsFilters
}) {
  const { t, i18n } = useTranslation('trends')
  const language = i18n.language
  const period = t(filters.olderData ? 'period.older' : 'period.recent')
  const insights = marketInsights(snapshot, {
    city: filters.city,
    maxBeds: filters.maxBeds,
    currentMonth: new Date().toISOString().slice(0, 7),
  })
  const trend = windowTrend(snapshot.months)
  const months = snapshot.months.map((month) => ({
    ...month,
    label: monthLabel(month.month, language, 'short'),
  }))
  // Months whose average sold price the service withheld (fewer than 10 sales), said plainly.
  const withheldMonths = months.filter((month) => month.soldPriceWithheld).map((m) => m.label)
  const priceNote =
    withheldMonths.length > 0
      ? {
          note: t('charts.withheldMonths', {
            months: new Intl.ListFormat(language).format(withheldMonths),
          }),
        }
      : {}
  const finding = (kind: 'daysFinding' | 'priceFinding', change: number | null | undefined) => {
    const way =
      trend && change !== null && change !== undefined
        ? kind === 'daysFinding'
          ? trend.daysDirection
          : trend.priceDirection
        : 'steady'
    return t(`charts.${kind}.${way}`, { change: formatNumber(Math.abs(change ?? 0), language, 1) })
  }
  const count = (value: number) => formatNumber(value, language, 0)
  const slug = placeSlug(filters.city)

  return (
    <>
      <SummaryTiles snapshot={snapshot} period={period} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
        <Button component={RouterLink} to={`/list/${slug}`} variant="contained">
          {t('links.viewListings')}
        </Button>
        <Button component={RouterLink} to={`/map/${slug}`} variant="outlined">
          {t('links.mapSearch')}
        </Button>
      </Box>
      <InsightsText insights={insights} only={['overview']} />
      <MonthlyChart
        id="days"
        title={t('charts.daysTitle')}
        finding={finding('daysFinding', trend?.days)}
        points={months.map((month) => ({
          month: month.month,
          label: month.label,
          line: month.avgDaysOnMarket,
          bars: month.sales,
        }))}
        lineName={t('charts.avgDays')}
        barName={t('charts.listings')}
        monthHeader={t('charts.month')}
        tableCaption={t('charts.tableCaption', { title: t('charts.daysTitle') })}
        formatLine={(value) => formatNumber(value, language, 0)}
        formatLineAxis={(value) => formatNumber(value, language, 0)}
        formatBars={count}
      />
      <MonthlyChart
        id="price"
        title={t('charts.priceTitle')}
        finding={finding('priceFinding', trend?.price)}
        points={months.map((month) => ({
          month: month.month,
          label: month.label,
          line: month.avgSoldPrice,
          bars: month.sales,
        }))}
        lineName={t('charts.avgPrice')}
        barName={t('charts.sold')}
        monthHeader={t('charts.month')}
        tableCaption={t('charts.tableCaption', { title: t('charts.priceTitle') })}
        formatLine={(value) => formatPrice(value, language)}
        formatLineAxis={(value) => formatAxisDollars(value, language)}
        formatBars={count}
        {...priceNote}
      />
      <InsightsText insights={insights} only={['marketTrends', 'behaviourShifts', 'seasonal']} />
      <TopPropertyTypesSection top={topPropertyTypes(snapshot.propertyTypes)} />
    </>
  )
}
