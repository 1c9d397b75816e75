import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '../../app/store'

/** The place last chosen from the search's suggestions, named as it was chosen. */
export interface ChosenPlace {
  readonly name: string
  readonly kind: 'city' | 'neighbourhood' | 'place'
}

/**
 * The chosen place the search box shows as a removable chip, so the visitor sees what the map or
 * list is showing after the box's own text is gone.
 */
export const chosenPlaceSlice = createSlice({
  name: 'chosenPlace',
  initialState: null as ChosenPlace | null,
  reducers: {
    placeNamed: (_state, action: PayloadAction<ChosenPlace | null>) => action.payload,
  },
})

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof chosenPlaceSlice> {}
}

const withChosenPlace = rootReducer.inject(chosenPlaceSlice)

export const selectChosenPlace = withChosenPlace.selector((state) => state.chosenPlace)
export const { placeNamed } = chosenPlaceSlice.actions
