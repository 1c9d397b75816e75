import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(__dirname, '../../src')
/** The one folder allowed to write a colour as hex: the theme's tokens. */
const THEME = join(SRC, 'app/theme')
const HEX_COLOUR = /#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === THEME ? [] : sourceFiles(path)
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : []
  })
}

describe('colours', () => {
  it('come from the theme: no source file outside src/app/theme writes a hex colour', () => {
    const found = sourceFiles(SRC).flatMap((path) =>
      (readFileSync(path, 'utf8').match(HEX_COLOUR) ?? []).map(
        (hex) => `${relative(SRC, path)}: ${hex}`,
      ),
    )
    expect(found).toEqual([])
  })

  it('the check finds a hex colour where one is written', () => {
    expect('color: #ffb300; fill: #FFF'.match(HEX_COLOUR)).toEqual(['#ffb300', '#FFF'])
  })
})
