import type { Signer, SignerFields } from '../../../contract/application'
import type { CustomerDb } from '../db/customerDb'
import type { Vault } from '../vault/vault'
import { ownedApplicationId, toSigner } from './applicationRows'

/**
 * The people who sign an application with its owner (co-borrowers, guarantors). Their fields are
 * written sealed with `vault` (reads open them by themselves); counting and reading need none.
 */
export function applicationSignerStore(db: CustomerDb, vault?: Vault) {
  const sealed = (fields: SignerFields) => {
    if (!vault) throw new Error('writing a signer needs the vault that seals its fields')
    return { fields: vault.sealText(JSON.stringify(fields)), key_id: vault.keyId }
  }
  return {
    signers: async (sub: string, id: number): Promise<Signer[]> => {
      const rows = await db
        .selectFrom('application_signers')
        .select(['id', 'fields'])
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .orderBy('id')
        .execute()
      return rows.map(toSigner)
    },
    /** The signers of each of the caller's applications, by application id. */
    async signersByApplication(sub: string): Promise<Map<number, Signer[]>> {
      const rows = await db
        .selectFrom('application_signers as s')
        .innerJoin('applications as a', 'a.id', 's.application_id')
        .select(['s.id', 's.fields', 's.application_id'])
        .where('a.customer_sub', '=', sub)
        .orderBy('s.id')
        .execute()
      const byApplication = new Map<number, Signer[]>()
      for (const row of rows) {
        const signers = byApplication.get(row.application_id) ?? []
        signers.push(toSigner(row))
        byApplication.set(row.application_id, signers)
      }
      return byApplication
    },
    signerCount: async (sub: string, id: number): Promise<number> => {
      const { count } = await db
        .selectFrom('application_signers')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .executeTakeFirstOrThrow()
      return Number(count)
    },
    /** Adds a signer to an application the caller's transaction has found to be theirs. */
    addSigner: async (applicationId: number, fields: SignerFields): Promise<Signer> => {
      const { id } = await db
        .insertInto('application_signers')
        .values({ application_id: applicationId, ...sealed(fields) })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { ...fields, id }
    },
    updateSigner: async (sub: string, id: number, signerId: number, fields: SignerFields) => {
      const changed = await db
        .updateTable('application_signers')
        .set(sealed(fields))
        .where('id', '=', signerId)
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .returning('id')
        .executeTakeFirst()
      return changed && { ...fields, id: signerId }
    },
    removeSigner: async (sub: string, id: number, signerId: number): Promise<boolean> => {
      const removed = await db
        .deleteFrom('application_signers')
        .where('id', '=', signerId)
        .where('application_id', '=', ownedApplicationId(db, sub, id))
        .returning('id')
        .executeTakeFirst()
      return removed !== undefined
    },
  }
}
