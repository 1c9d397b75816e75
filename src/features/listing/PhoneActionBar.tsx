import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined'
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useBottomBar } from '../../ui/useBottomBar'
import type { Realtor } from '../team'

/**
 * The detail page's sticky bottom bar below medium width (DESIGN.md, Phone first; the page renders
 * it only there): Contact opens the Contact Realtor modal, Call dials the page's agent.
 */
export function PhoneActionBar({
  realtor,
  onContact,
}: {
  readonly realtor: Realtor | undefined
  readonly onContact: () => void
}) {
  const { t } = useTranslation('detail')
  const call = realtor?.buttons.find((button) => button.link.startsWith('tel:'))
  const bar = useRef<HTMLDivElement>(null)
  useBottomBar(bar)
  return (
    <Box
      ref={bar}
      role="group"
      aria-label={t('actions')}
      sx={{
        display: 'flex',
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        gap: 1,
        p: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        // A longer label ('Appeler Grace' at 360 px) wraps: on tight lines, so the bar keeps its
        // height and both buttons stay the same size.
        '& > *': { flex: 1, minHeight: 48, lineHeight: 1.25 },
      }}
    >
      <Button
        variant="contained"
        startIcon={<ChatBubbleOutlineIcon aria-hidden />}
        onClick={onContact}
      >
        {t('contactShort')}
      </Button>
      {call && realtor && (
        <Button variant="outlined" startIcon={<PhoneOutlinedIcon aria-hidden />} href={call.link}>
          {t('call', { name: realtor.title.split(' ')[0] })}
        </Button>
      )}
    </Box>
  )
}
