import PhoneIcon from '@mui/icons-material/PhoneOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { agentHeadshot } from './agentHeadshot'
import { telHref } from '../../lib/telHref'

/** The sticky 'Contact Agent' panel; the page shows it from medium width up. */
export function AgentSidebar({ city }: { readonly city: string }) {
  const { t } = useTranslation('trends')
  const { t: tCommon } = useTranslation()
  const phone = tCommon('footer.phone')
  return (
    <Paper
      component="aside"
      aria-labelledby="agent-title"
      elevation={2}
      sx={{ p: 3, borderRadius: 2, position: 'sticky', top: 96, textAlign: 'center' }}
    >
      <Typography id="agent-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('agent.title')}
      </Typography>
      <Avatar
        src={agentHeadshot}
        alt={t('agent.headshot')}
        sx={{ width: 96, height: 96, mx: 'auto', my: 2 }}
      />
      <Typography sx={{ fontWeight: 700 }}>{t('agent.name')}</Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        {t('agent.role', { city })}
      </Typography>
      <Typography sx={{ my: 2, fontSize: 14 }}>{t('agent.body', { city })}</Typography>
      <Button component={RouterLink} to="/contact" variant="contained" fullWidth>
        {t('agent.contact')}
      </Button>
      <Button href={telHref(phone)} startIcon={<PhoneIcon />} fullWidth sx={{ mt: 1 }}>
        {/* One line of text in the button's flex box, whose number never breaks at its hyphens:
            in a narrow panel the line breaks before it. */}
        <span>
          <Trans
            t={t}
            i18nKey="agent.call"
            values={{ phone }}
            components={{ phone: <Box component="span" sx={{ whiteSpace: 'nowrap' }} /> }}
          />
        </span>
      </Button>
    </Paper>
  )
}
