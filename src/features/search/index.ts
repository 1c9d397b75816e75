export { FilterBar } from './FilterBar'
export { useSearchUrl } from './useSearchUrl'
export { searchStrings } from './strings'
export * from './searchState'
