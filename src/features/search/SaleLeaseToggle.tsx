import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useTranslation } from 'react-i18next'
import type { DealType } from '../../lib/searchRules'

/** Sale or Lease (toggling resets the price range). */
export function SaleLeaseToggle({
  value,
  onChange,
}: {
  value: DealType
  onChange: (type: DealType) => void
}) {
  const { t } = useTranslation('search')
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('saleOrLease')}
      onChange={(_event, next: DealType | null) => {
        if (next) onChange(next)
      }}
      sx={{
        flexShrink: 0,
        '& .MuiToggleButton-root': { color: 'text.primary', fontWeight: 600 },
        '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
        },
      }}
    >
      <ToggleButton value="sale">{t('sale')}</ToggleButton>
      <ToggleButton value="lease">{t('lease')}</ToggleButton>
    </ToggleButtonGroup>
  )
}
