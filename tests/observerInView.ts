import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * Replaces the IntersectionObserver with one the test moves into view by hand: call the returned
 * function to tell every observed element that it has come into view. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function observerInView() {
  const observers: { callback: IntersectionObserverCallback; element?: Element }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; element?: Element }
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback }
        observers.push(this.entry)
      }
      observe(element: Element) {
        this.entry.element = element
      }
      disconnect() {
        this.entry.element = undefined
      }
    },
  )
  return () => {
    act(() => {
      for (const { callback, element } of observers) {
        if (element) {
          callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          )
        }
      }
    })
  }
}
