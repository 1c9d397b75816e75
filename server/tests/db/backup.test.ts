import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { newDocumentKey } from '../../src/customer/applicationDocumentStorage'
import { backupCustomerDatabase, defaultBackupFile, documentsBackupPath } from '../../src/db/backup'
import { customerPath, documentsPath } from '../../src/db/files'
import { generalLead, postLead } from '../contact/leads'
import { startTestServer } from '../helpers'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

const folders: string[] = []
function tempFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'homewise-backup-'))
  folders.push(folder)
  return folder
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const leadEmails = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare<[], string>('SELECT email FROM leads ORDER BY id').pluck().all()
  } finally {
    db.close()
  }
}

describe('npm run backup', () => {
  it('copies the customer database while leads keep arriving, and the copy restores', async () => {
    const server = await startTestServer()
    const backupFile = join(tempFolder(), 'customer-copy.sqlite')
    try {
      for (let i = 0; i < 5; i += 1) {
        const lead = generalLead()
        lead.user.email = `before-${String(i)}@example.ca`
        expect((await postLead(server.baseUrl, lead)).status).toBe(200)
      }
      const arriving = Array.from({ length: 5 }, async (_, i) => {
        const lead = generalLead()
        lead.user.email = `during-${String(i)}@example.ca`
        return (await postLead(server.baseUrl, lead)).status
      })
      const { file, rows } = await backupCustomerDatabase(server.dataDir, backupFile)
      expect(await Promise.all(arriving)).toEqual(Array(5).fill(200))
      expect(file).toBe(backupFile)
      expect(rows.leads).toBeGreaterThanOrEqual(5)
      const copied = leadEmails(backupFile)
      expect(copied.slice(0, 5)).toEqual(
        Array.from({ length: 5 }, (_, i) => `before-${String(i)}@example.ca`),
      )
      await expect(backupCustomerDatabase(server.dataDir, backupFile)).rejects.toThrow(
        /never overwrites/,
      )
    } finally {
      await server.close()
    }

    // Restoring: the copy becomes customer.sqlite of a stopped service, which then starts on it.
    const restoredDir = tempFolder()
    copyFileSync(backupFile, customerPath(restoredDir))
    const restored = await startTestServer({ config: { dataDir: restoredDir } })
    try {
      const emails = restored.customerDb
        .prepare<[], string>('SELECT email FROM leads ORDER BY id')
        .pluck()
        .all()
      expect(emails).toEqual(leadEmails(backupFile))
      expect((await postLead(restored.baseUrl, generalLead())).status).toBe(200)
    } finally {
      await restored.close()
    }
  })

  it("copies the documents' files beside the copy, leaving files still being written", async () => {
    const server = await startTestServer()
    const backupFile = join(tempFolder(), 'customer-copy.sqlite')
    try {
      const documents = documentsPath(server.dataDir)
      mkdirSync(documents, { recursive: true })
      const key = '0b7e2a1c-5d8f-4c3a-9e6b-2f1d0c9b8a7e'
      writeFileSync(join(documents, key), '%PDF-1.7\n')
      writeFileSync(join(documents, `${newDocumentKey()}.part`), '%PDF-')
      const result = await backupCustomerDatabase(server.dataDir, backupFile)
      expect(result).toMatchObject({ documentFiles: 1, documents: documentsBackupPath(backupFile) })
      expect(readdirSync(result.documents)).toEqual([key])
      expect(readFileSync(join(result.documents, key), 'utf8')).toBe('%PDF-1.7\n')
    } finally {
      await server.close()
    }
  })

  it('refuses when there is no customer database to copy', async () => {
    await expect(backupCustomerDatabase(tempFolder())).rejects.toThrow(/no customer database/)
  })

  it('names its copy by the time, under the data folder', () => {
    expect(defaultBackupFile('/data', new Date('2026-11-24T10:30:05.123Z'))).toBe(
      join('/data', 'backups', 'customer-2026-11-24T10-30-05Z.sqlite'),
    )
  })

  it('runs as a command and reports what it copied', async () => {
    const server = await startTestServer()
    try {
      expect((await postLead(server.baseUrl, generalLead())).status).toBe(200)
      const out = join(tempFolder(), 'cli.sqlite')
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/src/db/backupCommand.ts', '--out', out],
        { cwd: repoRoot, env: { ...process.env, DATA_DIR: server.dataDir }, encoding: 'utf8' },
      )
      expect(run.status, run.stderr).toBe(0)
      expect(run.stdout).toContain(`backed up the customer database to ${out}`)
      expect(run.stdout).toContain('leads 1')
      expect(existsSync(out)).toBe(true)
    } finally {
      await server.close()
    }
  }, 20_000)
})
