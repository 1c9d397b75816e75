import { act } from '@testing-library/react'
import { startTransition, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../src/app/AppProviders'
import { useAppSelector } from '../../src/app/hooks'
import { createI18n } from '../../src/app/i18n'
import { makeStore } from '../../src/app/store'
import {
  notify,
  selectNotifications,
} from '../../src/features/shell/notifications/notificationsSlice'
import { beginHydration, HydrationEnd, useDrawnAsBuilt, useHydrating } from '../../src/ui/hydration'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/**
 * Renders `built` as the build does, then hydrates that HTML with `tree` as the app does (main.tsx).
 */
async function hydrate(tree: ReactNode, built: ReactNode = tree) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(built)
  document.body.append(container)
  const errors: unknown[] = []
  beginHydration()
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) })
    })
    await Promise.resolve()
  })
  return { container, errors }
}

describe('a page the build rendered, as the browser hydrates it', () => {
  it('draws the state the build drew while hydrating, then the store it was given', async () => {
    const i18n = await createI18n('en')
    // The store has moved on before the page hydrates (a notice, a route's data).
    const store = makeStore()
    store.dispatch(notify({ message: 'errors.formSchema', severity: 'error' }))
    const built = makeStore()
    const drawn: number[] = []
    function NoticeCount() {
      const count = useAppSelector(selectNotifications).length
      drawn.push(count)
      return <output>{count}</output>
    }
    const tree = (of: typeof store) => (
      <AppProviders store={of} i18n={i18n} drawsStartingState>
        <NoticeCount />
      </AppProviders>
    )
    const { container, errors } = await hydrate(tree(store), tree(built))
    expect(errors).toEqual([])
    // The build's render and the hydration draw no notice, as a fresh store has none.
    expect(drawn.slice(0, 2)).toEqual([0, 0])
    await vi.waitFor(() => {
      expect(container.querySelector('output')?.textContent).toBe('1')
    })
  })

  it('renders a part that only chose its first state from it once, not again after hydrating', async () => {
    let renders = 0
    function Staged() {
      renders += 1
      return <output>{String(useDrawnAsBuilt())}</output>
    }
    const { container, errors } = await hydrate(
      <>
        <Staged />
        <HydrationEnd />
      </>,
    )
    expect(errors).toEqual([])
    // The build's render, then the hydration: no third render forced by the answer changing.
    expect(renders).toBe(2)
    expect(container.querySelector('output')?.textContent).toBe('true')
  })

  it('turns what waits for hydration (a disabled control, a map) to its working state after', async () => {
    function Gate() {
      return <output>{useHydrating() ? 'waiting' : 'working'}</output>
    }
    const { container, errors } = await hydrate(
      <>
        <Gate />
        <HydrationEnd />
      </>,
    )
    expect(errors).toEqual([])
    await vi.waitFor(() => {
      expect(container.querySelector('output')?.textContent).toBe('working')
    })
  })
})
