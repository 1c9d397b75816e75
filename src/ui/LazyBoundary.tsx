import { Component, Suspense, type ReactNode } from 'react'
import { Placeholder } from './placeholders'

export interface LazyBoundaryProps {
  readonly children: ReactNode
  /** Shown while the chunk loads, and kept if it cannot be fetched (offline, stale deploy). */
  readonly fallback: ReactNode
}

interface LoadFailedState {
  readonly failed: boolean
}

class LoadFailed extends Component<LazyBoundaryProps, LoadFailedState> {
  override state: LoadFailedState = { failed: false }

  static getDerivedStateFromError(): LoadFailedState {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * Suspense for a non-essential lazy part of a screen: if its chunk cannot be fetched, the
 * placeholder stays instead of the whole screen turning into an error page.
 */
export function LazyBoundary({ children, fallback }: LazyBoundaryProps) {
  return (
    <LoadFailed fallback={fallback}>
      <Suspense fallback={<Placeholder>{fallback}</Placeholder>}>{children}</Suspense>
    </LoadFailed>
  )
}
