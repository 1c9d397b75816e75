// The listing shape is the contract's: the SPA reads exactly what the generator writes.
export type * from '../../../contract/listing'
