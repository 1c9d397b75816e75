import { lazy, Suspense } from 'react'

/*
 * The error pages load when a route fails, not with every first visit: they are in no screen's
 * first paint, and the entry's budget is better spent on what every visit runs.
 */
const ErrorPageModule = () => import('../features/shell/errors/ErrorPage')
const LoadedErrorPage = lazy(async () => ({ default: (await ErrorPageModule()).ErrorPage }))
const LoadedRootErrorPage = lazy(async () => ({
  default: (await ErrorPageModule()).RootErrorPage,
}))

/** A screen's error page (inside the app's layout), loaded when first needed. */
export function ErrorPage() {
  return (
    <Suspense fallback={null}>
      <LoadedErrorPage />
    </Suspense>
  )
}

/** The error page for a failure of the layout itself, loaded when first needed. */
export function RootErrorPage() {
  return (
    <Suspense fallback={null}>
      <LoadedRootErrorPage />
    </Suspense>
  )
}
