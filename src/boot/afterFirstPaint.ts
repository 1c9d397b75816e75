/**
 * Resolves once the browser has painted the document: a frame callback runs just before a frame
 * is painted, and a task it queues runs after that paint. A hidden tab paints no frames, so there
 * the task alone is enough.
 */
export function afterFirstPaint(view: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const afterThisFrame = () => {
      view.setTimeout(resolve, 0)
    }
    if (view.document.visibilityState === 'hidden') afterThisFrame()
    else view.requestAnimationFrame(afterThisFrame)
  })
}
