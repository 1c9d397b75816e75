// Every byte budget of the app's JavaScript, in one place: gzip (level 9) kilobytes of 1024 bytes,
// read by e2e/budget.spec.ts (which fails when a build goes over one), `npm run bench` and
// bench/entryModules.ts. A change that needs bytes takes them here, raising one budget with its
// reason; bytes are never traded for their own sake. Each budget keeps at least 5 % over what it
// measured when it was last set, so the next small change does not have to fight for bytes.
//
// What each kind measures:
// - entry: the entry's whole static-import closure, what every first visit loads before anything runs;
// - route: a lazy screen's chunk and what it imports statically, beyond the entry (the map route
//   counts the entry too, and the Leaflet adapter the screen opens at once);
// - feature: a lazy feature's chunk (loaded on a press or a scroll) and what it imports
//   statically, beyond the entry: an upper bound, as its route may already have loaded some of it.

export type BudgetKind = 'entry' | 'route' | 'feature'

export interface Budget {
  readonly name: string
  readonly kind: BudgetKind
  /** The modules whose chunks start it (a `.tsx` file's name); none for the entry. */
  readonly modules: readonly string[]
  /** Whether the entry's closure counts too. */
  readonly withEntry: boolean
  readonly kB: number
  /** What it measured when the budget was last set, in bytes. */
  readonly measured: number
  readonly reason: string
}

/** The measurements every budget was reset to on 2026-11-29, with 5 % or more over them. */
const RESET =
  'reset once to its measured size (2026-11-29) plus at least 5 % headroom, so that new ' +
  'features are paid from a budget rather than from other features'

const route = (name: string, kB: number, measured: number, modules = [name]): Budget => ({
  name,
  kind: 'route',
  modules,
  withEntry: false,
  kB,
  measured,
  reason: RESET,
})

const feature = (name: string, kB: number, measured: number): Budget => ({
  name,
  kind: 'feature',
  modules: [name],
  withEntry: false,
  kB,
  measured,
  reason: RESET,
})

export const BUDGETS: readonly Budget[] = [
  {
    name: 'entry',
    kind: 'entry',
    modules: [],
    withEntry: true,
    kB: 190,
    measured: 184_367,
    reason:
      `${RESET}. 190 kB is the entry's ceiling: what ` +
      'a first visit loads on a modest phone before anything works; new features load in chunks of their own',
  },
  {
    name: 'map route',
    kind: 'route',
    modules: ['MapPage', 'LeafletMapView'],
    withEntry: true,
    kB: 290,
    measured: 282_727,
    reason:
      `${RESET}. A wide screen opens the ` +
      "results panel beside the map at once, so the list's cards load with the map",
  },
  route('HomePage', 152, 147_341),
  route('ListPage', 99, 95_603),
  route('DetailPage', 92, 88_829),
  route('TrendsPage', 91, 88_225),
  route('CalculatorsPage', 63, 60_967),
  route('PreApprovalPage', 169, 164_554),
  route('ProfilePage', 144, 139_687),
  route('SearchPage', 27, 26_159),
  route('LoginPage', 110, 107_101),
  route('NewAccountPage', 120, 116_485),
  route('marketing pages', 129, 124_886, ['ContactPage']),
  feature('Gallery', 44, 42_895),
  feature('ListingOverlay', 35, 33_894),
  feature('ListingLeadForm', 142, 138_248),
  feature('CustomerHeart', 23, 22_336),
  feature('AccountMenu', 22, 20_980),
  feature('MenuDrawer', 25, 23_888),
  feature('Footer', 13, 12_111),
  feature('LeafletTiles', 50, 48_447),
  feature('LeafletDrawLayer', 81, 78_847),
  feature('GoogleDrawLayer', 57, 54_790),
  feature('AmortizationDrawing', 105, 102_041),
  feature('MonthlyDrawing', 105, 102_019),
]

export const budgetBytes = (budget: Budget): number => Math.round(budget.kB * 1024)

export function budgetNamed(name: string): Budget {
  const budget = BUDGETS.find((b) => b.name === name)
  if (!budget) throw new Error(`no budget named ${name}`)
  return budget
}
