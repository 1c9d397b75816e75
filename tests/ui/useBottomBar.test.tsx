import { render } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { BOTTOM_BAR_HEIGHT } from '../../src/ui/bottomBar'
import { useBottomBar } from '../../src/ui/useBottomBar'

function Bar() {
  const bar = useRef<HTMLDivElement>(null)
  useBottomBar(bar)
  return <div ref={bar}>Contact</div>
}

describe('useBottomBar', () => {
  it('keeps the bar’s height on the document while the bar is shown, and clears it after', () => {
    const height = () => document.documentElement.style.getPropertyValue(BOTTOM_BAR_HEIGHT)
    expect(height()).toBe('')
    const { unmount } = render(<Bar />)
    // A test's document has no layout: the bar measures zero, and the property is still set.
    expect(height()).toBe('0px')
    unmount()
    expect(height()).toBe('')
  })
})
