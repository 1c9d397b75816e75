import { createBrowserRouter, redirect, type RouteObject } from 'react-router'
import { ErrorPage, RootErrorPage } from '../features/shell/errors/ErrorPage'
import { AppLayout } from '../features/shell/layout/AppLayout'
import { config } from './config'
import { routeData } from './routeData'
import type { AppStore } from './store'

const marketingPages = () => import('../features/marketing/pages')

/**
 * The listing page, evaluated in two tasks rather than one long one: the realty API with RTK
 * Query (a third of the page's code) first, then the page. Both are fetched at once; the API's
 * modules are a part of the page's, so they are in first.
 */
async function detailPage() {
  const api = import('../services/realtyApi')
  const page = import('../features/listing/DetailPage')
  await api
  return (await page).DetailPage
}

const detailData = (store: AppStore | undefined) =>
  routeData(
    store,
    'path',
    async () => (await import('../features/listing/detailData')).startDetailData,
  )

/** The list's and the map's route paths (the build names their first requests by them). */
export const LIST_ROUTE = 'list/:state?/:city?/:neighborhood?'
export const MAP_ROUTE = 'map/:place?/:mlsNumber?/:boardId?'
/** A listing's addresses (lib/listing/detailRoute.ts reads them without the router too). */
export const DETAIL_ROUTES = [
  'detail/:state/:city/:neighborhood/:address/:mlsNumber/:boardId',
  'detail/:state/:city/:neighborhood/:extra/:address/:mlsNumber/:boardId',
] as const

/** The list, the listing pages (and the shorter addresses that lead to the list) and the map. */
const searchRoutes = (store?: AppStore): RouteObject[] => [
  {
    path: LIST_ROUTE,
    ...routeData(
      store,
      'address',
      async () => (await import('../features/list/listData')).startListData,
    ),
    lazy: async () => ({
      Component: (await import('../features/list/ListPage')).ListPage,
    }),
  },
  ...DETAIL_ROUTES.map((path) => ({
    path,
    ...detailData(store),
    lazy: async () => ({ Component: await detailPage() }),
  })),
  {
    // /detail, /detail/{state}, … : the list page for as much of the place as is named.
    path: 'detail/*',
    lazy: async () => {
      const { listPathForSplat } = await import('../lib/listing/detailRoute')
      return {
        loader: ({ params }: { params: Record<string, string | undefined> }) =>
          redirect(listPathForSplat(params['*'])),
      }
    },
  },
  {
    path: MAP_ROUTE,
    ...routeData(
      store,
      'nothing',
      async () => (await import('../features/map/mapData')).startMapData,
    ),
    lazy: async () => ({
      Component: (await import('../features/map/MapRoute')).MapRoute,
    }),
  },
]

/** Log in, new account and verify for guests; the profile and pre-approval for customers. */
const accountRoutes: RouteObject[] = [
  {
    path: 'auth',
    lazy: async () => ({
      Component: (await import('../features/auth/guards')).GuestOnly,
    }),
    handle: { maxNotifications: 3 },
    children: [
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('../features/auth/LoginPage')).LoginPage,
        }),
      },
      {
        path: 'new-account',
        lazy: async () => ({
          Component: (await import('../features/auth/NewAccountPage')).NewAccountPage,
        }),
      },
      {
        path: 'verify',
        lazy: async () => ({
          Component: (await import('../features/auth/VerifyPage')).VerifyPage,
        }),
      },
    ],
  },
  {
    path: 'auth',
    lazy: async () => ({
      Component: (await import('../features/auth/guards')).SignedInOnly,
    }),
    children: [
      {
        path: 'profile',
        lazy: async () => ({
          Component: (await import('../features/profile/ProfilePage')).ProfilePage,
        }),
      },
    ],
  },
  {
    // A guest can start here: the applicant step creates the account before anything is saved.
    path: 'pre-approval',
    lazy: async () => ({
      Component: (await import('../features/preApproval/PreApprovalPage')).PreApprovalPage,
    }),
  },
  {
    lazy: async () => ({
      Component: (await import('../features/auth/guards')).SignedInOnly,
    }),
    children: [
      {
        path: 'pre-approval/:id',
        lazy: async () => ({
          Component: (await import('../features/preApproval/PreApprovalPage')).PreApprovalPage,
        }),
      },
    ],
  },
]

/**
 * Every screen is its own chunk. Only routes whose screens exist are registered; anything else
 * reaches the not-found page. With the app's store, a screen that shows fetched data from its
 * first paint starts that data with its code (routeData.ts); the build-time render passes none.
 */
export const appRoutes = (store?: AppStore): RouteObject[] => [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RootErrorPage />,
    // The first screen's chunk is tiny; until it arrives the page stays blank rather than flashing.
    hydrateFallbackElement: <div style={{ minHeight: '100vh' }} />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          {
            index: true,
            ...routeData(
              store,
              'nothing',
              async () => (await import('../features/home/homeData')).startHomeData,
            ),
            lazy: async () => ({
              Component: (await import('../features/home/HomePage')).HomePage,
            }),
          },
          {
            path: 'about',
            lazy: async () => ({ Component: (await marketingPages()).AboutPage }),
          },
          {
            path: 'buying',
            lazy: async () => ({ Component: (await marketingPages()).BuyingPage }),
          },
          {
            path: 'selling',
            lazy: async () => ({ Component: (await marketingPages()).SellingPage }),
          },
          {
            path: 'calculators',
            lazy: async () => ({
              Component: (await import('../features/calculators/CalculatorsPage')).CalculatorsPage,
            }),
          },
          {
            path: 'trends',
            ...routeData(
              store,
              'address',
              async () => (await import('../features/trends/trendsData')).startTrendsData,
            ),
            lazy: async () => ({
              Component: (await import('../features/trends/TrendsPage')).TrendsPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await marketingPages()).ContactPage }),
          },
          // The privacy notice, English and French addresses: a chunk of its own.
          ...['privacy', 'confidentialite'].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import('../features/privacy/PrivacyPage')).PrivacyPage,
            }),
          })),
          ...searchRoutes(store),
          {
            path: 'search',
            lazy: async () => ({
              Component: (await import('../features/search/SearchPage')).SearchPage,
            }),
          },
          ...accountRoutes,
          {
            // The gate checks the staff group before the staff screens' own chunk is imported.
            path: 'staff/*',
            lazy: async () => ({
              Component: (await import('../features/staff/StaffGate')).StaffGate,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/shell/errors/NotFoundPage')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
]

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(appRoutes(store), { basename: config.basePath })
}
