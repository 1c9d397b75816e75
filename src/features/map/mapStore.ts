import { useSyncExternalStore, type ReactNode } from 'react'

/**
 * A value kept outside React's state: setting it draws again only the components that read it,
 * not the screen that holds it (a pan's end redraws the pins and the count, not the map page).
 */
export interface Store<T> {
  readonly get: () => T
  readonly set: (next: T) => void
  readonly subscribe: (listener: () => void) => () => void
}

export function createStore<T>(first: T): Store<T> {
  let value = first
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set: (next) => {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The part of the store's value `select` picks; a part that stays equal draws nothing again. */
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S {
  const read = () => select(store.get())
  return useSyncExternalStore(store.subscribe, read, read)
}

/** Draws `children` with the part of the store it reads, again only when that part changes. */
export function Subscribed<T, S>({
  store,
  select,
  children,
}: {
  readonly store: Store<T>
  readonly select: (value: T) => S
  readonly children: (part: S) => ReactNode
}) {
  return children(useStore(store, select))
}
