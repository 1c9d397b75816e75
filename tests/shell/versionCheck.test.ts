import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import {
  fetchDeployedVersion,
  isNewVersion,
  VERSION_CHECK_INTERVAL_MS,
} from '../../src/features/shell/pwa/versionCheck'
import { logger } from '../../src/lib/logger'
import { server } from '../msw/server'

const url = 'http://localhost:3000/real-estate/manifest.json'

describe('isNewVersion', () => {
  it.each([
    { running: '1.5.1', deployed: '1.5.1', expected: false },
    { running: '1.5.1', deployed: '1.5.2', expected: true },
    { running: '1.5.1', deployed: '1.4.0', expected: true },
    { running: '1.5.1', deployed: undefined, expected: false },
    { running: '1.5.1', deployed: ' ', expected: false },
  ])('$running vs $deployed is $expected', ({ running, deployed, expected }) => {
    expect(isNewVersion(running, deployed)).toBe(expected)
  })

  it('checks every 10 minutes (600,000 ms)', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(600_000)
  })
})

describe('fetchDeployedVersion', () => {
  it('reads the version from the manifest', async () => {
    server.use(http.get(url, () => HttpResponse.json({ version: '2.0.0' })))
    await expect(fetchDeployedVersion(url)).resolves.toBe('2.0.0')
  })

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a body without a version', () => HttpResponse.json({ name: 'x' })],
    ['a network failure', () => HttpResponse.error()],
  ])('logs and gives nothing on %s', async (_name, resolver) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    server.use(http.get(url, resolver))
    await expect(fetchDeployedVersion(url)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Version check failed', expect.anything())
  })
})
