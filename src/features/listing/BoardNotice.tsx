import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ListingRecord } from '../../../contract/listing'

/**
 * The listing board's credit and disclaimer, at the end of the page. They are the board's own
 * English wording, so they are marked as English: a screen reader on a French page reads them
 * with English pronunciation.
 */
export function BoardNotice({
  notice,
}: {
  readonly notice: NonNullable<ListingRecord['boardNotice']>
}) {
  const { t } = useTranslation('detail')
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 3, mt: 3 }}>
      <Typography variant="body2" lang="en" sx={{ fontWeight: 600 }}>
        {notice.poweredBy}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        <strong>{t('board.disclaimerLabel')} </strong>
        <span lang="en">{notice.disclaimer}</span>
      </Typography>
    </Box>
  )
}
