import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query'
import { reactHooksModule } from '@reduxjs/toolkit/query/react'
import { useDispatch, useStore } from 'react-redux'
import { useSelectedState } from '../app/selectedState'

/**
 * RTK Query's `createApi` with React hooks whose selectors read what the app's selectors read
 * (src/app/selectedState.ts), so a hydrating page's queries show the state its HTML was drawn with.
 */
export const createAppApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ hooks: { useDispatch, useSelector: useSelectedState, useStore } }),
)
