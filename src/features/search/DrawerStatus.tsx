import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import type { Dispatch, SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import type { MirroredSearch } from '../../lib/searchFilters'
import { ACTIVE_DAYS_OPTIONS, SOLD_DAYS_OPTIONS, toggleStatus } from '../../lib/searchRules'
import { DaysChoice } from './filterChoices'

type Status = 'active' | 'sold'

/**
 * The drawer's Status section: the same choices as the wide screen's Active and Sold menus, on
 * the draft. Each status has its checkbox and its period ('Days on market' for active listings,
 * 'Sold within' or 'Leased within' for the others); choosing a period turns its status on, since
 * a period for hidden listings would do nothing.
 */
export function DrawerStatus({
  draft,
  setDraft,
}: {
  draft: MirroredSearch
  setDraft: Dispatch<SetStateAction<MirroredSearch>>
}) {
  const { t } = useTranslation('search')
  const lease = draft.filters.type === 'lease'
  const turnOn = (previous: MirroredSearch, which: Status) =>
    previous.flags[which] ? previous.flags : toggleStatus(previous.flags, which)
  const rows = [
    {
      which: 'active' as const,
      label: t('active'),
      period: t('daysOnMarket'),
      options: ACTIVE_DAYS_OPTIONS,
      days: draft.filters.activeDays,
      setDays: (days: number) => {
        setDraft((previous) => ({
          ...previous,
          filters: { ...previous.filters, activeDays: days },
          flags: turnOn(previous, 'active'),
        }))
      },
    },
    {
      which: 'sold' as const,
      label: lease ? t('leased') : t('sold'),
      period: lease ? t('leasedWithin') : t('soldWithin'),
      options: SOLD_DAYS_OPTIONS,
      days: draft.sold.soldDays,
      setDays: (days: number) => {
        setDraft((previous) => ({
          ...previous,
          sold: { soldDays: days },
          flags: turnOn(previous, 'sold'),
        }))
      },
    },
  ]
  return (
    <section aria-labelledby="drawer-status">
      <Typography id="drawer-status" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('status')}
      </Typography>
      {rows.map((row) => (
        <Box key={row.which} sx={{ '& + &': { mt: 2 } }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.flags[row.which]}
                onChange={() => {
                  setDraft((previous) => ({
                    ...previous,
                    flags: toggleStatus(previous.flags, row.which),
                  }))
                }}
              />
            }
            label={row.label}
          />
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
            {row.period}
          </Typography>
          <DaysChoice
            name={`drawer-${row.which}-days`}
            label={row.period}
            options={row.options}
            value={row.days}
            onChange={row.setDays}
          />
        </Box>
      ))}
    </section>
  )
}
