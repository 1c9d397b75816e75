import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import type { Listing } from '../../lib/listing/normaliseListing'
import type { HistoryEntry } from '../../../contract/realty'
import { config } from '../../app/config'
import { formatPrice } from '../../lib/format'
import { historyQuery } from '../../lib/listing/streetParts'
import { useGetListingHistoryQuery } from '../../services/realtyApi'
import { Section } from './Section'

/** History shows 3 entries first. */
export const HISTORY_FIRST = 3

const date = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—')

/**
 * Listing History, for boards whose rules restrict it: a guest
 * sees the sign-in prompt; a signed-in customer's bearer token fetches the home's earlier
 * listings.
 */
export function ListingHistory({
  listing,
  token,
}: {
  readonly listing: Listing
  readonly token: string | undefined
}) {
  const { t } = useTranslation('detail')
  return (
    <Section title={t('history.title')}>
      {token ? <HistoryList listing={listing} token={token} /> : <SignInPrompt />}
    </Section>
  )
}

function SignInPrompt() {
  const { t } = useTranslation('detail')
  const { pathname, search } = useLocation()
  const redirect = encodeURIComponent(`${config.basePath}${pathname}${search}`)
  return (
    <Box sx={{ p: 2.5, bgcolor: 'chip.main', borderRadius: 2 }}>
      <Typography>{t('history.signInPrompt')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
        <Button variant="contained" component={RouterLink} to={`/auth/login?redirect=${redirect}`}>
          {t('history.signIn')}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`/auth/new-account?redirect=${redirect}`}
        >
          {t('history.join')}
        </Button>
      </Box>
    </Box>
  )
}

function HistoryList({ listing, token }: { readonly listing: Listing; readonly token: string }) {
  const { t, i18n } = useTranslation('detail')
  const [expanded, setExpanded] = useState(false)
  const { data, isLoading, isError } = useGetListingHistoryQuery({
    query: historyQuery(listing.address, listing.boardId),
    token,
  })
  if (isLoading) return <Typography role="status">{t('history.loading')}</Typography>
  if (isError || !data) return <Alert severity="warning">{t('history.error')}</Alert>
  const entries: readonly HistoryEntry[] = expanded
    ? data.history
    : data.history.slice(0, HISTORY_FIRST)
  return (
    <>
      <TableContainer role="region" aria-label={t('history.table')} tabIndex={0}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('history.listDate')}</TableCell>
              <TableCell>{t('history.status')}</TableCell>
              <TableCell align="right">{t('history.listPrice')}</TableCell>
              <TableCell align="right">{t('history.soldPrice')}</TableCell>
              <TableCell>{t('history.mls')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={`${entry.mlsNumber}/${String(entry.boardId)}`}>
                <TableCell>{date(entry.listDate)}</TableCell>
                <TableCell>
                  {t(`status.${entry.lastStatus as 'New'}`, { defaultValue: entry.lastStatus })}
                </TableCell>
                <TableCell align="right">
                  {entry.listPrice === null ? '—' : formatPrice(entry.listPrice, i18n.language)}
                </TableCell>
                <TableCell align="right">
                  {entry.soldPrice === null ? '—' : formatPrice(entry.soldPrice, i18n.language)}
                </TableCell>
                <TableCell>{entry.mlsNumber}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data.history.length > HISTORY_FIRST && (
        <Button
          sx={{ mt: 1 }}
          aria-expanded={expanded}
          onClick={() => {
            setExpanded((value) => !value)
          }}
        >
          {expanded ? t('history.seeLess') : t('history.seeMore')}
        </Button>
      )}
    </>
  )
}
