import type { Signer, SignerFields } from '../../../contract/application'
import type { Db } from '../db/database'
import { OWNED_APPLICATION, type SignerRow, toSigner } from './applicationRows'

/** The people who sign an application with its owner (co-borrowers, guarantors). */
export function applicationSignerStore(db: Db) {
  const select = db.prepare<[number, string], SignerRow>(
    `SELECT id, fields FROM application_signers
     WHERE application_id = (${OWNED_APPLICATION}) ORDER BY id`,
  )
  const insert = db.prepare<[string, number, string]>(
    `INSERT INTO application_signers (application_id, fields) SELECT id, ? FROM applications
     WHERE id = ? AND customer_sub = ?`,
  )
  const update = db.prepare<[string, number, number, string]>(
    `UPDATE application_signers SET fields = ?
     WHERE id = ? AND application_id = (${OWNED_APPLICATION})`,
  )
  const remove = db.prepare<[number, number, string]>(
    `DELETE FROM application_signers WHERE id = ? AND application_id = (${OWNED_APPLICATION})`,
  )

  return {
    signers: (sub: string, id: number): Signer[] => select.all(id, sub).map(toSigner),
    addSigner: (sub: string, id: number, fields: SignerFields): Signer | undefined => {
      const { changes, lastInsertRowid } = insert.run(JSON.stringify(fields), id, sub)
      return changes === 0 ? undefined : { ...fields, id: Number(lastInsertRowid) }
    },
    updateSigner: (sub: string, id: number, signerId: number, fields: SignerFields) => {
      const { changes } = update.run(JSON.stringify(fields), signerId, id, sub)
      return changes === 0 ? undefined : { ...fields, id: signerId }
    },
    removeSigner: (sub: string, id: number, signerId: number) =>
      remove.run(signerId, id, sub).changes > 0,
  }
}
