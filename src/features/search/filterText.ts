import { useTranslation } from 'react-i18next'
import { daysLabel } from '../../lib/searchFilters'

/** A days-on-market option as the filter bar names it: 'All', '7 days', '2 years'. */
export function useDaysText() {
  const { t } = useTranslation('search')
  return (days: number) => {
    const label = daysLabel(days)
    if (label.unit === 'all') return t('allDays')
    return label.unit === 'years'
      ? t('years', { count: label.count })
      : t('days', { count: label.count })
  }
}
