import { join } from 'node:path'

/** Listings, places and their indexes: regenerable at any time by `npm run data`. */
export const LISTINGS_FILE = 'realty.sqlite'

/** Leads, customers, saved homes and searches, applications and documents: never regenerated. */
export const CUSTOMER_FILE = 'customer.sqlite'

export const listingsPath = (dataDir: string) => join(dataDir, LISTINGS_FILE)
export const customerPath = (dataDir: string) => join(dataDir, CUSTOMER_FILE)

/**
 * The tables of customer data, parents before the rows that reference them. Before the split they
 * lived in the listings file; a file that still holds rows in any of them is customer data.
 */
export const CUSTOMER_TABLES = [
  'customers',
  'leads',
  'saved_homes',
  'saved_searches',
  'applications',
  'application_signers',
  'application_documents',
  'application_matches',
] as const

/** Application documents' bytes, one file per document, named by its storage key. */
export const DOCUMENTS_DIR = 'documents'
export const documentsPath = (dataDir: string) => join(dataDir, DOCUMENTS_DIR)
