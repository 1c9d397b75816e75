import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportError } from '../../../services/errorReporting'

export interface CrashBoundaryProps {
  readonly children: ReactNode
  /** Rendered outside every provider, so it takes plain text rather than a translation hook. */
  readonly fallbackText: string
}

interface CrashBoundaryState {
  readonly crashed: boolean
}

/** The last line of defence: if the shell itself throws, say so plainly instead of a blank page. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false }

  static getDerivedStateFromError(): CrashBoundaryState {
    return { crashed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(Object.assign(error, { componentStack: info.componentStack }))
  }

  override render() {
    if (!this.state.crashed) return this.props.children
    return (
      <div role="alert" style={{ padding: 32, fontFamily: 'system-ui, sans-serif', fontSize: 20 }}>
        {this.props.fallbackText}
      </div>
    )
  }
}
