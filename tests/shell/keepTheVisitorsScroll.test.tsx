import { act, render } from '@testing-library/react'
import { Suspense, use } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  followScrollUntilFirstCommit,
  PageScroll,
} from '../../src/features/shell/layout/PageScroll'
import { Placeholder } from '../../src/ui/placeholders'

/**
 * jsdom lays nothing out: the page's height is set by hand here, and `scrollTo` stops at its foot
 * as a browser does.
 */
const page = { height: 0 }

function scrollTop(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true })
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation((_x?: unknown, y?: unknown) => {
    scrollTop(Math.max(0, Math.min(Number(y), page.height - window.innerHeight)))
  })
})

afterEach(() => {
  scrollTop(0)
})

/** A page whose part below the first screen waits (for its code or strings) until `arrive`. */
async function openPageWithAPartWaiting() {
  let arrive: () => void = () => undefined
  const waited = new Promise<void>((resolve) => {
    arrive = resolve
  })
  function PartBelow() {
    use(waited)
    return <p>The rest of the page</p>
  }
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Suspense fallback={<Placeholder />}>
            <PartBelow />
          </Suspense>
          <PageScroll />
        </>
      ),
    },
  ])
  await act(() => Promise.resolve(render(<RouterProvider router={router} />)))
  return {
    arrive: async () => {
      page.height = 5000
      await act(async () => {
        arrive()
        await waited
      })
    },
  }
}

/** The visitor scrolls the built page to 1500 px; the app's first render is this tall. */
function scrolledTo1500ThenRendered({ firstRenderHeight }: { readonly firstRenderHeight: number }) {
  page.height = 5000
  scrollTop(1500)
  followScrollUntilFirstCommit()
  page.height = firstRenderHeight
  return openPageWithAPartWaiting()
}

describe("the visitor's place on a page the app renders while they read it", () => {
  it('is kept when the first render is shorter than the page, once the page is whole', async () => {
    const { arrive } = await scrolledTo1500ThenRendered({ firstRenderHeight: 900 })
    // The first render holds a placeholder where the rest of the page will be.
    expect(window.scrollY).toBe(900 - window.innerHeight)
    await arrive()
    expect(window.scrollY).toBe(1500)
  })

  it('is left where the visitor moved it while the page was not whole', async () => {
    const { arrive } = await scrolledTo1500ThenRendered({ firstRenderHeight: 1200 })
    scrollTop(100)
    await arrive()
    expect(window.scrollY).toBe(100)
  })
})
