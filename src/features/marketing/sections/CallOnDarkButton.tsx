import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { marketingColours } from '../../../app/theme/screenColours'
import { telHref } from '../../../lib/telHref'

/** A large outlined button that calls `phone`, drawn in the hero's light ink on a dark band. */
export function CallOnDarkButton({
  phone,
  children,
}: {
  readonly phone: string
  readonly children: ReactNode
}) {
  return (
    <Button
      variant="outlined"
      size="large"
      href={telHref(phone)}
      startIcon={<PhoneOutlinedIcon aria-hidden />}
      sx={{
        color: marketingColours.heroInk,
        borderColor: marketingColours.heroInk,
        '&:hover': { borderColor: marketingColours.heroInk },
      }}
    >
      {children}
    </Button>
  )
}
