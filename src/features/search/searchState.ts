import {
  createAction,
  createSelector,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit'
import type { AppDispatch, RootState } from '../../app/store'
import { rootReducer } from '../../app/store'
import type { LatLng } from '../../lib/mapMarkers'
import { DEFAULT_CENTER, DEFAULT_ZOOM, clampZoom } from '../../lib/mapRules'
import {
  DEFAULT_FILTERS,
  DEFAULT_SOLD,
  DEFAULT_STATUS,
  type MirroredSearch,
  type SearchFilters,
  type SearchSort,
} from '../../lib/searchFilters'
import {
  priceAfterToggle,
  toggleHomeType,
  toggleStatus,
  type DealType,
  type HomeType,
} from '../../lib/searchRules'

/**
 * The search's client state: one slice per part,
 * injected when the search, map or list screens load.
 */

/** A link, the back button or a reload puts a whole search back at once. */
export const restoreSearch = createAction<MirroredSearch>('search/restore')

export interface SettingsState {
  readonly center: LatLng
  readonly zoom: number
  /** Province, e.g. ON. */
  readonly area: string | null
  readonly city: string | null
}

const SAVED_CENTER_KEY = 'mapCenter'

/** The saved centre (last map view), or undefined. */
export function savedView(): { center: LatLng; zoom: number } | undefined {
  try {
    const raw = window.localStorage.getItem(SAVED_CENTER_KEY)
    if (!raw) return undefined
    const value = JSON.parse(raw) as { latitude?: unknown; longitude?: unknown; zoom?: unknown }
    if (
      typeof value.latitude !== 'number' ||
      typeof value.longitude !== 'number' ||
      typeof value.zoom !== 'number'
    ) {
      return undefined
    }
    return {
      center: { latitude: value.latitude, longitude: value.longitude },
      zoom: clampZoom(value.zoom),
    }
  } catch {
    return undefined
  }
}

export function saveView(center: LatLng, zoom: number): void {
  try {
    window.localStorage.setItem(SAVED_CENTER_KEY, JSON.stringify({ ...center, zoom }))
  } catch {
    // Storage disabled: the map starts from the default next time.
  }
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): SettingsState => ({
    center: DEFAULT_CENTER,
    zoom: DEFAULT_ZOOM,
    area: null,
    city: null,
  }),
  reducers: {
    viewChanged(state, action: PayloadAction<{ center: LatLng; zoom: number }>) {
      return { ...state, center: action.payload.center, zoom: clampZoom(action.payload.zoom) }
    },
    placeChosen(state, action: PayloadAction<{ area: string | null; city: string | null }>) {
      return { ...state, ...action.payload }
    },
  },
})

export const searchParamsSlice = createSlice({
  name: 'searchParams',
  initialState: DEFAULT_FILTERS,
  reducers: {
    dealTypeSet(state, action: PayloadAction<DealType>) {
      if (state.type === action.payload) return state
      const price = priceAfterToggle(action.payload)
      return { ...state, type: action.payload, minPrice: price.min, maxPrice: price.max }
    },
    priceSet(state, action: PayloadAction<{ min: number; max: number | undefined }>) {
      return { ...state, minPrice: action.payload.min, maxPrice: action.payload.max }
    },
    activeDaysSet(state, action: PayloadAction<number>) {
      return { ...state, activeDays: action.payload }
    },
    homeTypeToggled(state, action: PayloadAction<HomeType>) {
      return { ...state, homeTypes: toggleHomeType(state.homeTypes, action.payload) }
    },
    moreSet(
      state,
      action: PayloadAction<
        Partial<Pick<SearchFilters, 'minBeds' | 'minBaths' | 'minSqft' | 'keywords'>>
      >,
    ) {
      return { ...state, ...action.payload }
    },
    sortSet(state, action: PayloadAction<SearchSort>) {
      return { ...state, sortBy: action.payload }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(restoreSearch, (_state, action) => action.payload.filters)
  },
})

export const searchParamsSoldSlice = createSlice({
  name: 'searchParamsSold',
  initialState: DEFAULT_SOLD,
  reducers: {
    soldDaysSet(_state, action: PayloadAction<number>) {
      return { soldDays: action.payload }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(restoreSearch, (_state, action) => action.payload.sold)
  },
})

export interface PolygonState {
  readonly name: string
  /** A chosen place's outline, or an area drawn on the map (its path is in the URL's `drawn`). */
  readonly type: 'city' | 'neighbourhood' | 'drawn'
  readonly city: string
  readonly center: LatLng
  readonly path: readonly LatLng[]
}

export const polygonSlice = createSlice({
  name: 'polygon',
  initialState: null as PolygonState | null,
  reducers: {
    polygonSet: (_state, action: PayloadAction<PolygonState | null>) => action.payload,
  },
})

export interface StreetAddressPinState {
  readonly visible: boolean
  readonly location: LatLng | null
}

export const streetAddressPinSlice = createSlice({
  name: 'streetAddressPin',
  initialState: (): StreetAddressPinState => ({ visible: false, location: null }),
  reducers: {
    streetPinSet: (_state, action: PayloadAction<LatLng | null>) => ({
      visible: action.payload !== null,
      location: action.payload,
    }),
  },
})

const flagSlice = <Name extends string>(
  name: Name,
  initial: boolean,
  restoreKey?: 'active' | 'sold',
) =>
  createSlice({
    name,
    initialState: initial,
    reducers: { set: (_state, action: PayloadAction<boolean>) => action.payload },
    extraReducers: (builder) => {
      if (restoreKey) {
        builder.addCase(restoreSearch, (_state, action) => action.payload.flags[restoreKey])
      }
    },
  })

export const showActiveListingsSlice = flagSlice(
  'showActiveListings',
  DEFAULT_STATUS.active,
  'active',
)
export const showSoldListingsSlice = flagSlice('showSoldListings', DEFAULT_STATUS.sold, 'sold')
export const satelliteViewSlice = flagSlice('satelliteView', false)

/**
 * Whether the map's results panel is open: kept here rather than in the panel so Back from a
 * listing finds it as it was. Its page is in the address (useResultsPage).
 */
export const resultsSectionSlice = createSlice({
  name: 'resultsSection',
  initialState: { open: false },
  reducers: {
    resultsToggled: (state) => ({ ...state, open: !state.open }),
    resultsSet: (state, action: PayloadAction<boolean>) => ({ ...state, open: action.payload }),
  },
})

declare module '../../app/store' {
  export interface LazyLoadedSlices
    extends
      WithSlice<typeof settingsSlice>,
      WithSlice<typeof searchParamsSlice>,
      WithSlice<typeof searchParamsSoldSlice>,
      WithSlice<typeof polygonSlice>,
      WithSlice<typeof streetAddressPinSlice>,
      WithSlice<typeof showActiveListingsSlice>,
      WithSlice<typeof showSoldListingsSlice>,
      WithSlice<typeof satelliteViewSlice>,
      WithSlice<typeof resultsSectionSlice> {}
}

const withSearch = rootReducer
  .inject(settingsSlice)
  .inject(searchParamsSlice)
  .inject(searchParamsSoldSlice)
  .inject(polygonSlice)
  .inject(streetAddressPinSlice)
  .inject(showActiveListingsSlice)
  .inject(showSoldListingsSlice)
  .inject(satelliteViewSlice)
  .inject(resultsSectionSlice)

/** Selectors that see the injected slices (their initial state until the store first runs them). */
export const selectSettings = withSearch.selector((state) => state.settings)
export const selectFilters = withSearch.selector((state) => state.searchParams)
export const selectSold = withSearch.selector((state) => state.searchParamsSold)
export const selectPolygon = withSearch.selector((state) => state.polygon)
export const selectStreetPin = withSearch.selector((state) => state.streetAddressPin)
export const selectShowActive = withSearch.selector((state) => state.showActiveListings)
export const selectShowSold = withSearch.selector((state) => state.showSoldListings)
export const selectSatellite = withSearch.selector((state) => state.satelliteView)
export const selectResultsOpen = withSearch.selector((state) => state.resultsSection.open)

export const { viewChanged, placeChosen } = settingsSlice.actions
export const { dealTypeSet, priceSet, activeDaysSet, homeTypeToggled, moreSet, sortSet } =
  searchParamsSlice.actions
export const { soldDaysSet } = searchParamsSoldSlice.actions
export const { polygonSet } = polygonSlice.actions
export const { streetPinSet } = streetAddressPinSlice.actions
export const { resultsToggled, resultsSet } = resultsSectionSlice.actions
export const satelliteSet = satelliteViewSlice.actions.set

/**
 * Active and Sold (or Leased) cannot both be off: turning off the last one changes nothing.
 */
export function statusToggled(which: 'active' | 'sold') {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const state = getState()
    const next = toggleStatus(
      { active: selectShowActive(state), sold: selectShowSold(state) },
      which,
    )
    dispatch(showActiveListingsSlice.actions.set(next.active))
    dispatch(showSoldListingsSlice.actions.set(next.sold))
  }
}

/** Everything the URL mirrors, in one object. */
export const selectMirroredSearch = createSelector(
  [selectFilters, selectSold, selectShowActive, selectShowSold],
  (filters, sold, active, soldOn): MirroredSearch => ({
    filters,
    sold,
    flags: { active, sold: soldOn },
  }),
)
