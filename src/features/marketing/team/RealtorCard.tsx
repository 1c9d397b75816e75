import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined'
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Language } from '../../../app/i18n'
import type { Realtor } from '../../team'

export interface RealtorCardProps {
  readonly realtor: Realtor
  readonly language: Language
}

const PHOTO_PX = 120

/** A realtor's photo, name, role, a line about them, and a call and an email button. */
export function RealtorCard({ realtor, language }: RealtorCardProps) {
  const photo = realtor.photos[0]
  const [src, setSrc] = useState(photo?.src)

  return (
    <Card
      component="article"
      aria-labelledby={`${realtor.id}-name`}
      sx={{
        height: '100%',
        boxSizing: 'border-box',
        p: 3,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 3,
      }}
    >
      {photo && (
        <Box
          component="img"
          src={src}
          alt={photo.alt[language]}
          width={PHOTO_PX}
          height={PHOTO_PX}
          onError={() => {
            setSrc(photo.fallback)
          }}
          sx={{ borderRadius: '50%', flexShrink: 0, bgcolor: 'chip.main' }}
        />
      )}
      <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
        <div>
          <Typography id={`${realtor.id}-name`} component="h3" variant="h4">
            {realtor.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 600 }}>
            {realtor.role[language]}
          </Typography>
        </div>
        <Typography variant="body1" sx={{ color: 'text.secondary', flexGrow: 1 }}>
          {realtor.body[language]}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
          {realtor.buttons.map((button) => (
            <Button
              key={button.id}
              href={button.link}
              variant={button.email ? 'outlined' : 'contained'}
              size="small"
              startIcon={
                button.email ? <EmailOutlinedIcon aria-hidden /> : <PhoneOutlinedIcon aria-hidden />
              }
            >
              {button.label[language]}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Card>
  )
}
