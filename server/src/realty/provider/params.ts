import type { ParamValue } from './client'
import { CLUSTER_RULE_FIELDS, providerFieldsParam } from './providerFields'

/**
 * A search of the SPA-facing contract as the provider's `GET /listings` parameters. The contract
 * follows the provider's names, so most parameters pass as they are; the rules here are where
 * the two differ:
 * - `minBeds`/`maxBeds` are the provider's deprecated names: sent as `minBedrooms`/`maxBedrooms`;
 * - the provider clusters only with `cluster=true`: a request for clusters in any of the
 *   contract's ways (cluster, clusterPrecision, `aggregates=map`) sends it, and the single
 *   listing in a cluster is cut to `clusterFields`, else to `fields`;
 * - statistics the provider does not compute (`cmp-previous`, `pct-aboveBelowList`) are not
 *   sent: the SPA derives them from provider-shaped answers;
 * - `fields` and `clusterFields` name only the provider fields the normaliser reads for what was
 *   asked (providerFields.ts), and for a guest what the board rules read too (the permissions,
 *   and for a cluster's listing its position: a hidden one's cluster is blurred).
 */
const RENAMED: Readonly<Record<string, string>> = {
  minBeds: 'minBedrooms',
  maxBeds: 'maxBedrooms',
}

/** Statistics of the provider's list (its StatisticsValues) the contract may ask for. */
const PROVIDER_STATISTICS = new Set([
  'avg-daysOnMarket',
  'sum-daysOnMarket',
  'min-daysOnMarket',
  'max-daysOnMarket',
  'med-daysOnMarket',
  'avg-listPrice',
  'sum-listPrice',
  'min-listPrice',
  'max-listPrice',
  'med-listPrice',
  'avg-soldPrice',
  'sum-soldPrice',
  'min-soldPrice',
  'max-soldPrice',
  'med-soldPrice',
  'cnt-new',
  'cnt-closed',
  'cnt-available',
  'grp-mth',
  'grp-yr',
  'grp-day',
])

/** Contract parameters the provider source answers itself rather than forwarding. */
const HANDLED_HERE = new Set(['fields', 'clusterFields', 'aggregates', 'statistics'])

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

export function wantsClusters(query: Readonly<Record<string, unknown>>): boolean {
  return (
    query.cluster === true ||
    query.clusterPrecision !== undefined ||
    list(query.aggregates as string | undefined).includes('map')
  )
}

export function toProviderSearch(
  query: Readonly<Record<string, unknown>>,
  signedIn: boolean,
): Record<string, ParamValue> {
  const params: Record<string, ParamValue> = {}
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || HANDLED_HERE.has(name)) continue
    params[RENAMED[name] ?? name] = value as ParamValue
  }
  const statistics = list(query.statistics as string | undefined).filter((name) =>
    PROVIDER_STATISTICS.has(name),
  )
  if (statistics.length > 0) params.statistics = statistics.join(',')
  const aggregates = list(query.aggregates as string | undefined).filter((name) => name !== 'map')
  if (aggregates.length > 0) params.aggregates = aggregates.join(',')
  // A search for figures only has no listings to cut.
  if (query.listings !== false) {
    params.fields = providerFieldsParam(query.fields as string | undefined, signedIn)
  }
  if (wantsClusters(query)) {
    params.cluster = true
    const clusterFields = (query.clusterFields ?? query.fields) as string | undefined
    params.clusterFields = providerFieldsParam(clusterFields, signedIn, CLUSTER_RULE_FIELDS)
  }
  if (!params.aggregateStatistics || aggregates.length === 0) delete params.aggregateStatistics
  return params
}
