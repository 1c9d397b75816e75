import type { SavedHomeInput } from '../../../contract/customer'
import {
  useDeleteHomeMutation,
  useSavedHomesQuery,
  useSaveHomeMutation,
} from '../../services/customerApi'
import { HeartButton } from './HeartButton'

/** A signed-in customer's heart: shows whether the home is saved, and saves or forgets it. */
export default function CustomerHeart({ home }: { readonly home: SavedHomeInput }) {
  const { data } = useSavedHomesQuery(undefined)
  const [save, saving] = useSaveHomeMutation()
  const [remove, removing] = useDeleteHomeMutation()
  const saved = data?.homes.find(
    (candidate) => candidate.mlsNumber === home.mlsNumber && candidate.boardId === home.boardId,
  )
  return (
    <HeartButton
      address={home.address}
      saved={Boolean(saved)}
      disabled={saving.isLoading || removing.isLoading}
      onClick={() => {
        if (saved) void remove(saved.id)
        else void save(home)
      }}
    />
  )
}
