import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Stage, Stages } from '../../src/ui/Stages'

/** Counts its own renders, so a test can see which blocks rendered again. */
function Block({
  name,
  renders,
}: {
  readonly name: string
  readonly renders: Map<string, number>
}) {
  renders.set(name, (renders.get(name) ?? 0) + 1)
  return <p>{name}</p>
}

describe('Stages', () => {
  it('mounts one block per stage, shows the fallback until then, and never renders a block twice', async () => {
    const renders = new Map<string, number>()
    render(
      <Stages count={3}>
        <Block name="top" renders={renders} />
        <Stage at={1}>
          <Block name="first" renders={renders} />
        </Stage>
        <Stage at={2}>
          <Block name="second" renders={renders} />
        </Stage>
        <Stage at={3} fallback={<p>placeholder</p>}>
          <Block name="last" renders={renders} />
        </Stage>
      </Stages>,
    )
    expect(screen.getByText('top')).toBeInTheDocument()
    expect(screen.getByText('placeholder')).toBeInTheDocument()
    expect(screen.queryByText('first')).not.toBeInTheDocument()

    expect(await screen.findByText('last')).toBeInTheDocument()
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument()
    expect(Object.fromEntries(renders)).toEqual({ top: 1, first: 1, second: 1, last: 1 })
  })

  it('renders every block at once for a link to an anchor', () => {
    window.history.replaceState(null, '', '#getStarted')
    try {
      render(
        <Stages count={2}>
          <Stage at={2} fallback={<p>placeholder</p>}>
            <p>form</p>
          </Stage>
        </Stages>,
      )
      expect(screen.getByText('form')).toBeInTheDocument()
    } finally {
      window.history.replaceState(null, '', window.location.pathname)
    }
  })
})
