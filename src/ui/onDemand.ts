import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'

/**
 * A component fetched when a screen first wants it (a pointer over a control, a focus), for parts
 * that show only after such an action. Unlike React.lazy nothing suspends: until it arrives the
 * caller renders a stand-in of its own. Once fetched, every later render has it at once. A
 * failed fetch (offline, a stale deploy) keeps the stand-in, and the next wish tries again.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null

  const fetchOnce = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }

  /** The component once fetched (else null), and the call that asks for it. */
  return function useOnDemand(): readonly [ComponentType<P> | null, () => void] {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded)
    const mounted = useRef(true)
    useEffect(() => {
      mounted.current = true
      return () => {
        mounted.current = false
      }
    }, [])
    const want = useCallback(() => {
      if (loaded) {
        setComponent(() => loaded)
        return
      }
      fetchOnce().then(
        (fetched) => {
          if (mounted.current) setComponent(() => fetched)
        },
        () => {
          // The stand-in stays; the next wish fetches again.
        },
      )
    }, [])
    return [component, want] as const
  }
}
