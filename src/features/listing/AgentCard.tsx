import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { listingRealtorId } from '../../../contract/listingRealtor'
import type { Language } from '../../app/i18n'
import { realtors, type Realtor } from '../team'

/**
 * A listing's realtor: the one the shared rule names for its MLS number, so the page shows the
 * realtor the listing's inquiries are routed to.
 */
export function realtorForListing(
  team: readonly Realtor[],
  mlsNumber: string,
): Realtor | undefined {
  const id = listingRealtorId(mlsNumber)
  return team.find((realtor) => realtor.id === id)
}

/** The listing page's agent: the same for the same listing. */
export function usePageRealtor(mlsNumber: string): Realtor | undefined {
  return useMemo(() => realtorForListing(realtors, mlsNumber), [mlsNumber])
}

/** The contact-agent card: the listing's agent's headshot, name, call and email. */
export function AgentCard({
  realtor,
  onContact,
}: {
  readonly realtor: Realtor | undefined
  readonly onContact?: (() => void) | undefined
}) {
  const { t, i18n } = useTranslation('detail')
  const photo = realtor?.photos[0]
  const [src, setSrc] = useState(photo?.src)
  if (!realtor) return null
  const language = (i18n.language === 'fr' ? 'fr' : 'en') satisfies Language
  return (
    <Card variant="outlined" component="aside" aria-label={t('agent.title')} sx={{ p: 2.5, mt: 3 }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 18, mb: 2 }}>
        {t('agent.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {photo && (
          <Box
            component="img"
            src={src}
            alt={t('agent.photoAlt', { name: realtor.title })}
            width={72}
            height={72}
            loading="lazy"
            onError={() => {
              setSrc(photo.fallback)
            }}
            sx={{ borderRadius: '50%', bgcolor: 'chip.main', flexShrink: 0 }}
          />
        )}
        <div>
          <Typography sx={{ fontWeight: 600 }}>{realtor.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {realtor.role[language]}
          </Typography>
        </div>
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {t('agent.body', { name: realtor.title.split(' ')[0] })}
      </Typography>
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        {onContact && (
          <Button variant="contained" onClick={onContact}>
            {t('agent.contact', { name: realtor.title.split(' ')[0] })}
          </Button>
        )}
        {realtor.buttons.map((button) => (
          <Button key={button.id} variant="outlined" href={button.link}>
            {button.label[language]}
          </Button>
        ))}
      </Stack>
    </Card>
  )
}
