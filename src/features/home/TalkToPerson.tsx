import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { telHref } from '../../lib/telHref'
import { useHomeText } from './strings'

/**
 * Home's help line: a full-width block with the number written out and the buttons to call it
 * or to leave a message in the form further down (#getStarted).
 */
export function TalkToPerson() {
  const common = useTranslation().t
  const t = useHomeText()
  const phone = common('footer.phone')
  const tel = telHref(phone)
  return (
    <Paper
      component="section"
      aria-labelledby="talk-title"
      sx={{
        p: { xs: 3, md: 5 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: { xs: 2, md: 4 },
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography
          id="talk-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1.5 }}
        >
          {t('welcome.helpTitle')}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {t('welcome.helpBody')}
        </Typography>
        <Typography
          component="a"
          href={tel}
          sx={{
            display: 'inline-block',
            mt: 1.5,
            fontSize: { xs: '1.5rem', md: '1.75rem' },
            fontWeight: 700,
            color: 'primary.dark',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {phone}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexShrink: 0 }}>
        <Button
          variant="contained"
          size="large"
          href={tel}
          startIcon={<PhoneOutlinedIcon aria-hidden />}
        >
          {t('welcome.call', { phone })}
        </Button>
        <Button variant="outlined" size="large" href="#getStarted">
          {t('welcome.helpMessage')}
        </Button>
      </Box>
    </Paper>
  )
}
