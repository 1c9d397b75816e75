import { expect, test } from '@playwright/test'
import { isRemote, LOCAL_ONLY, localServiceUrl } from './env'

test('the local service answers its health check', async ({ request }, testInfo) => {
  test.skip(isRemote, LOCAL_ONLY)
  test.skip(testInfo.project.name !== 'desktop', 'one check is enough')
  const response = await request.get(`${localServiceUrl}/health`)
  expect(response.ok()).toBe(true)
  expect(await response.json()).toMatchObject({ status: 'ok' })
})
