import type { RouteObject } from 'react-router'
import { AppLayout } from '../../src/features/shell/layout/AppLayout'

/**
 * The app's frame (header, footer, notices) around an empty page: shell tests render this rather
 * than the home page, whose code and strings (a large lazy screen) they do not need and which
 * made them time out on a busy machine.
 */
export const shellOnly: RouteObject[] = [
  { path: '/', element: <AppLayout />, children: [{ path: '*', element: null }] },
]
