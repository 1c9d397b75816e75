import { nextTask } from '../lib/nextTask'

/**
 * The app's modules are evaluated in stages, each in its own task with a yield between, so that no
 * single task holds a slow phone's main thread for long: emotion and MUI (with React), then
 * React DOM with the state, routing and string libraries, then the app itself (main.tsx, which goes on in tasks). Each stage's
 * chunk is preloaded with the page (its files are listed on #root beside the route's chunks), so
 * the stages cost tasks, not round trips.
 */
export async function startApp(): Promise<void> {
  await import('../app/startup/uiStage')
  await nextTask()
  await import('../app/startup/stateStage')
  await nextTask()
  await import('../main')
}
