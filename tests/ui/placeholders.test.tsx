import { act, render } from '@testing-library/react'
import { Suspense, use } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Placeholder, whenNoPlaceholders } from '../../src/ui/placeholders'

function Waits({ on }: { readonly on: Promise<string> }) {
  return <p>{use(on)}</p>
}

describe('suspense placeholders on screen', () => {
  it('answers at once when none is shown', () => {
    const whole = vi.fn()
    whenNoPlaceholders(whole)
    expect(whole).toHaveBeenCalledOnce()
  })

  it('answers once the last placeholder has given way to its part', async () => {
    let resolve: (text: string) => void = () => undefined
    const text = new Promise<string>((done) => {
      resolve = done
    })
    // eslint-disable-next-line @typescript-eslint/require-await -- act must be awaited to suspend
    const view = await act(async () =>
      render(
        <Suspense fallback={<Placeholder>loading</Placeholder>}>
          <Waits on={text} />
        </Suspense>,
      ),
    )
    expect(view.getByText('loading')).toBeInTheDocument()
    const whole = vi.fn()
    const cancel = whenNoPlaceholders(whole)
    expect(whole).not.toHaveBeenCalled()
    await act(async () => {
      resolve('the part')
      await text
    })
    expect(await view.findByText('the part')).toBeInTheDocument()
    expect(whole).toHaveBeenCalledOnce()
    cancel()
  })
})
