import FavoriteIcon from '@mui/icons-material/Favorite'
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import IconButton from '@mui/material/IconButton'
import { useProfileText } from './strings'

export interface HeartButtonProps {
  /** The home's address, for the button's name. */
  readonly address: string
  readonly saved: boolean
  readonly disabled: boolean
  readonly onClick: () => void
}

/** The save-home heart as drawn, for a guest and for a customer alike. */
export function HeartButton({ address, saved, disabled, onClick }: HeartButtonProps) {
  const t = useProfileText()
  return (
    <IconButton
      aria-label={t(saved ? 'heart.saved' : 'heart.save', { address })}
      aria-pressed={saved}
      disabled={disabled}
      onClick={onClick}
      sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
    >
      {saved ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
    </IconButton>
  )
}
