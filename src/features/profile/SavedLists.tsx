import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import type { AlertFrequency, SavedSearch } from '../../../contract/customer'
import {
  useDeleteSearchMutation,
  useSavedSearchesQuery,
  useSetSearchFrequencyMutation,
} from '../../services/customerApi'
import { FrequencySelect } from './FrequencySelect'
import { useProfileText } from './strings'
import { useAccountNotice, type AccountNotice } from './useAccountNotice'

/** Each alert frequency's confirmation, saying how often the search now e-mails. */
const FREQUENCY_NOTICE: Record<AlertFrequency, AccountNotice> = {
  instant: 'alertsInstant',
  daily: 'alertsDaily',
  weekly: 'alertsWeekly',
  off: 'alertsOff',
}

/** Rows of the list's geometry while it loads (skeletons, not spinners, for content). */
function ListSkeleton({ label }: { readonly label: string }) {
  return (
    <Stack aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rectangular" height={56} sx={{ my: 1 }} />
      ))}
    </Stack>
  )
}

type ProfileText = ReturnType<typeof useProfileText>

/**
 * "Last alert 2026-11-24 · 3 listings sent", or that none was sent yet; for a search the alerts
 * could not read (saved before links were checked), that it needs saving again.
 */
function alertLine(search: SavedSearch, t: ProfileText): string {
  if (search.needsResaving) return t('profile.needsResaving')
  const last = search.lastAlertAt
    ? t('profile.lastAlert', { date: search.lastAlertAt.slice(0, 10) })
    : t('profile.noAlertYet')
  return `${last} · ${t('profile.listingsSent', { count: search.listingsSent ?? 0 })}`
}

export function SavedSearches() {
  const t = useProfileText()
  const { data } = useSavedSearchesQuery(undefined)
  const [remove] = useDeleteSearchMutation()
  const [setFrequency] = useSetSearchFrequencyMutation()
  const confirm = useAccountNotice()
  if (!data) return <ListSkeleton label={t('profile.loading')} />
  if (data.searches.length === 0) return <Typography>{t('profile.noSearches')}</Typography>
  return (
    <List aria-label={t('profile.savedSearches')}>
      {data.searches.map((search) => (
        <ListItem
          key={search.id}
          divider
          // On a phone the name and its alert line take the whole row, with the frequency and
          // Open below them; from sm up they share one row.
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 2, rowGap: 1 }}
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={t('profile.deleteNamed', { name: search.name })}
              onClick={() => void remove(search.id).then(confirm('searchDeleted'))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          }
        >
          <ListItemText
            primary={search.name}
            secondary={alertLine(search, t)}
            sx={{ flexBasis: { xs: '100%', sm: 'auto' }, flexGrow: 1, minWidth: 0 }}
          />
          <FrequencySelect
            label={t('profile.alertsFor', { name: search.name })}
            value={search.frequency}
            onChange={(frequency) =>
              void setFrequency({ id: search.id, frequency }).then(
                confirm(FREQUENCY_NOTICE[frequency]),
              )
            }
          />
          <Button component={RouterLink} to={search.path} sx={{ mr: { sm: 2 } }}>
            {t('profile.open')}
          </Button>
        </ListItem>
      ))}
    </List>
  )
}
