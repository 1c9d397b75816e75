import FavoriteIcon from '@mui/icons-material/Favorite'
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import IconButton from '@mui/material/IconButton'
import { useLocation, useNavigate } from 'react-router'
import type { SavedHomeInput } from '../../../contract/customer'
import { config } from '../../app/config'
import { useAppSelector } from '../../app/hooks'
import {
  useDeleteHomeMutation,
  useSavedHomesQuery,
  useSaveHomeMutation,
} from '../../services/customerApi'
import { rememberPendingSave, selectSessionStatus } from '../auth'
import { useProfileText } from './strings'

/** The heart on a listing: saves the home for a customer; a guest signs in first. */
export function SaveHomeButton({ home }: { readonly home: SavedHomeInput }) {
  const t = useProfileText()
  const status = useAppSelector(selectSessionStatus)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const signedIn = status === 'active'
  const { data } = useSavedHomesQuery(undefined, { skip: !signedIn })
  const [save, saving] = useSaveHomeMutation()
  const [remove, removing] = useDeleteHomeMutation()
  const saved = data?.homes.find(
    (candidate) => candidate.mlsNumber === home.mlsNumber && candidate.boardId === home.boardId,
  )

  function press() {
    if (!signedIn) {
      rememberPendingSave(home)
      const back = encodeURIComponent(`${config.basePath}${pathname}${search}`)
      void navigate(`/auth/login?redirect=${back}`)
      return
    }
    if (saved) void remove(saved.id)
    else void save(home)
  }

  return (
    <IconButton
      aria-label={t(saved ? 'heart.saved' : 'heart.save', { address: home.address })}
      aria-pressed={Boolean(saved)}
      // Until the session is known a press could not tell a guest from a customer.
      disabled={status === 'unknown' || saving.isLoading || removing.isLoading}
      onClick={press}
      sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
    >
      {saved ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
    </IconButton>
  )
}
