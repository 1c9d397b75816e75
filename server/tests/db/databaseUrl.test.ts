import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config'
import { customerDatabase } from '../../src/db/databaseUrl'

describe('DATABASE_URL', () => {
  it.each([
    [undefined, { engine: 'sqlite' }],
    ['postgres://app:secret@db.internal:5432/homewise', { engine: 'postgres' }],
    ['postgresql://app@db.internal/homewise?sslmode=require', { engine: 'postgres' }],
    ['postgres:///homewise?host=/var/run/postgresql', { engine: 'postgres' }],
  ])('%s opens %o', (value, expected) => {
    const parsed = customerDatabase(value)
    expect(parsed).toMatchObject(expected)
    if (parsed.engine === 'postgres') expect(parsed.url).toBe(value)
  })

  it.each([
    [
      'mysql://app:secret@db/homewise',
      /postgres:\/\/ or postgresql:\/\/ URL .*"mysql:\/\/app:\*\*\*@db\/homewise"/,
    ],
    ['sqlite:customer.sqlite', /postgres:\/\/ or postgresql:\/\/ URL/],
    ['db.internal:5432/homewise', /postgres:\/\/ or postgresql:\/\/ URL/],
    ['not a url', /must be a postgres:\/\/ URL .*"not a url"/],
    ['postgres://app:secret@db.internal:5432', /must name a host and a database/],
    ['postgres:///homewise', /must name a host and a database/],
  ])('refuses %s with the reason', (value, reason) => {
    expect(() => customerDatabase(value)).toThrow(reason)
  })

  it('never repeats the password of a refused URL', () => {
    expect(() => customerDatabase('postgres://app:s3cret@db.internal')).toThrow(/^(?!.*s3cret).*$/)
  })

  it('is read at start, empty meaning unset', () => {
    expect(loadConfig({}).customerDatabase).toEqual({ engine: 'sqlite' })
    expect(loadConfig({ DATABASE_URL: '' }).customerDatabase).toEqual({ engine: 'sqlite' })
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).customerDatabase).toEqual({
      engine: 'postgres',
      url: 'postgres://h/db',
    })
    expect(() => loadConfig({ DATABASE_URL: 'file.sqlite' })).toThrow(/^DATABASE_URL must be/)
  })
})
