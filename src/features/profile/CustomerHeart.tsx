import { createAction } from '@reduxjs/toolkit'
import type { SavedHomeInput } from '../../../contract/customer'
import {
  useDeleteHomeMutation,
  useSavedHomesQuery,
  useSaveHomeMutation,
} from '../../services/customerApi'
import { HeartButton } from './HeartButton'
import { useAccountNotice } from './useAccountNotice'

/**
 * Announces the heart's code. The customer API's slice and middleware join the store with the
 * first action after they load: the slice's state appears, and the middleware registers itself
 * with an action of its own. Neither may happen while a component renders, which is when the
 * API's hooks first dispatch, so this action goes first (SaveHomeButton).
 */
export const customerHeartLoaded = createAction('profile/customerHeartLoaded')

/** A signed-in customer's heart: shows whether the home is saved, and saves or forgets it. */
export default function CustomerHeart({ home }: { readonly home: SavedHomeInput }) {
  const { data } = useSavedHomesQuery(undefined)
  const [save, saving] = useSaveHomeMutation()
  const [remove, removing] = useDeleteHomeMutation()
  // A heart that fills or empties is confirmed in words too, once the service has it.
  const confirm = useAccountNotice()
  const saved = data?.homes.find(
    (candidate) => candidate.mlsNumber === home.mlsNumber && candidate.boardId === home.boardId,
  )
  return (
    <HeartButton
      address={home.address}
      saved={Boolean(saved)}
      disabled={saving.isLoading || removing.isLoading}
      onClick={() => {
        if (saved) void remove(saved.id).then(confirm('homeRemoved'))
        else void save(home).then(confirm('homeSaved'))
      }}
    />
  )
}
