import { BUDGETS, budgetBytes, type Budget } from './budgets'
import { entryJavaScriptBytes } from './entrySize'
import { routeJavaScriptBytes } from './routeSize'

/** What a budget holds in a build on disk (gzip bytes); undefined without a build or its modules. */
export async function budgetedBytes(budget: Budget, dist = 'dist'): Promise<number | undefined> {
  const entry = budget.withEntry ? await entryJavaScriptBytes(dist) : 0
  if (entry === undefined) return undefined
  if (budget.modules.length === 0) return entry
  const chunks = await routeJavaScriptBytes(budget.modules, dist)
  return chunks === undefined ? undefined : entry + chunks
}

/** A build goes over a budget by even one byte. */
export function isOverBudget(budget: Budget, bytes: number): boolean {
  return bytes > budgetBytes(budget)
}

/** How much a budget leaves over a size, as a share of the size (0.05: 5 %). */
export function headroom(budget: Budget, bytes: number): number {
  return budgetBytes(budget) / bytes - 1
}

/** One line per budget: its size in a build, its budget, and what is left. */
export async function budgetLines(dist = 'dist'): Promise<string[]> {
  const lines: string[] = []
  for (const budget of BUDGETS) {
    const bytes = await budgetedBytes(budget, dist)
    if (bytes === undefined) continue
    const left = (headroom(budget, bytes) * 100).toFixed(1)
    const mark = isOverBudget(budget, bytes) ? ' OVER BUDGET' : ''
    lines.push(
      `${budget.kind} ${budget.name}: ${(bytes / 1024).toFixed(1)} kB gzip of ${String(budget.kB)} kB (${left} % left)${mark}`,
    )
  }
  return lines
}
