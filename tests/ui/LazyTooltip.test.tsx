import IconButton from '@mui/material/IconButton'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LazyTooltip } from '../../src/ui/LazyTooltip'

function Controls() {
  return (
    <div role="toolbar" aria-label="Map controls">
      <button type="button">Before</button>
      <LazyTooltip title="Satellite view" placement="left">
        <IconButton aria-label="Satellite view">S</IconButton>
      </LazyTooltip>
    </div>
  )
}

describe('a tooltip fetched when first wanted', () => {
  it('keeps the control named and focused while Tooltip arrives, then shows the tooltip', async () => {
    const user = userEvent.setup()
    render(<Controls />)
    const control = screen.getByRole('button', { name: 'Satellite view' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    // Tooltip mounts the control anew; the keyboard user stays on it.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Satellite view' })).not.toBe(control)
    })
    expect(screen.getByRole('button', { name: 'Satellite view' })).toHaveFocus()
    await user.hover(screen.getByRole('button', { name: 'Satellite view' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Satellite view')
  })
})
