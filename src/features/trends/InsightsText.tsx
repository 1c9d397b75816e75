import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatPrice, formatNumber } from '../../lib/format'
import type { Insight, MarketInsights } from '../../lib/trends/insights'
import { calendarMonthName, monthLabel } from './format'

const MONEY = new Set(['avg', 'med', 'price'])
const MONTHS = new Set(['month', 'quiet', 'from', 'to'])
const CALENDAR = new Set(['peak', 'low'])

/** An insight's values in the reader's language: dollars, month names, grouped numbers. */
function sentence(insight: Insight, t: TFunction<'trends'>, language: string): string {
  const values = Object.fromEntries(
    Object.entries(insight.values).map(([name, value]) => {
      if (typeof value === 'string')
        return [name, MONTHS.has(name) ? monthLabel(value, language) : value]
      if (MONEY.has(name)) return [name, formatPrice(value, language)]
      if (CALENDAR.has(name)) return [name, calendarMonthName(value, language)]
      return [name, formatNumber(value, language, 1)]
    }),
  )
  // The keys come from marketInsights, which only produces keys present in the namespace.
  return t(`insights.${insight.key}` as never, values)
}

const SECTIONS = ['overview', 'marketTrends', 'behaviourShifts', 'seasonal'] as const

/** The overview, market trends, behaviour shifts and seasonal insights, from the numbers. */
export function InsightsText({
  insights,
  only,
}: {
  readonly insights: MarketInsights
  readonly only: readonly (typeof SECTIONS)[number][]
}) {
  const { t, i18n } = useTranslation('trends')
  return (
    <>
      {SECTIONS.filter((section) => only.includes(section) && insights[section].length > 0).map(
        (section) => (
          <Box
            component="section"
            key={section}
            aria-labelledby={`insights-${section}`}
            sx={{ mt: 4 }}
          >
            <Typography
              id={`insights-${section}`}
              variant="h5"
              component="h2"
              sx={{ fontWeight: 700 }}
            >
              {t(`sections.${section}`)}
            </Typography>
            <Typography
              component="div"
              sx={{ mt: 1, maxWidth: 760 }}
              data-testid={`insights-${section}`}
            >
              {insights[section].map((insight) => (
                <p key={insight.key} style={{ margin: '0 0 8px' }}>
                  {sentence(insight, t, i18n.language)}
                </p>
              ))}
            </Typography>
          </Box>
        ),
      )}
    </>
  )
}
