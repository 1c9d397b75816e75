// What one measured interaction is worth, from the browser's own timings: the Event Timing entries
// of the interactions in its window (the figure INP is made of: an interaction's latency is its
// longest event's duration, from input to the next paint) and the long animation frames in it.
// Pure rules, shared by the benchmark's runner and its table tests.

/** One Event Timing entry of an interaction (the browser reports those of 16 ms or more). */
export interface EventSample {
  readonly interactionId: number
  readonly name: string
  readonly startTime: number
  readonly duration: number
}

/** One long animation frame (over 50 ms) in the window. */
export interface FrameSample {
  readonly startTime: number
  readonly duration: number
  readonly blockingDuration: number
}

/** The browser reports no interaction under 16 ms: one that left no entry took at most this. */
export const UNREPORTED_MS = 16

export interface Repetition {
  /** The longest interaction's latency in the window, ms (16 when none was reported). */
  readonly latencyMs: number
  /** The event that made it (e.g. pointerup, keydown), or 'under 16 ms'. */
  readonly event: string
  /** Long animation frames in the window: their count and their blocking time, ms. */
  readonly longFrames: number
  readonly blockingMs: number
  /** From the action to the screen's answer (pins painted, the new page's heading), ms. */
  readonly answeredMs: number
}

/**
 * One repetition's figures from the entries recorded since `since` (page time). Each interaction's
 * latency is its longest entry, as INP counts it; the repetition is worth its slowest interaction
 * (a drag is several events, a tap is one interaction).
 */
export function repetitionFigures(
  events: readonly EventSample[],
  frames: readonly FrameSample[],
  since: number,
  answeredMs: number,
): Repetition {
  let slowest: EventSample | undefined
  for (const entry of events) {
    if (entry.startTime < since || entry.interactionId === 0) continue
    if (!slowest || entry.duration > slowest.duration) slowest = entry
  }
  const inWindow = frames.filter((frame) => frame.startTime + frame.duration >= since)
  return {
    latencyMs: slowest?.duration ?? UNREPORTED_MS,
    event: slowest?.name ?? 'under 16 ms',
    longFrames: inWindow.length,
    blockingMs: Math.round(inWindow.reduce((total, frame) => total + frame.blockingDuration, 0)),
    answeredMs: Math.round(answeredMs),
  }
}

/** The nearest-rank percentile of samples (any order). */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0
}

export interface Summary {
  readonly repetitions: number
  readonly p50: number
  readonly p75: number
  readonly worst: number
  /** The event of the worst repetition. */
  readonly worstEvent: string
  readonly blockingP75: number
  readonly answeredP50: number
}

export function summarise(repetitions: readonly Repetition[]): Summary {
  const latencies = repetitions.map((r) => r.latencyMs)
  const worst = repetitions.reduce<Repetition | undefined>(
    (slowest, r) => (slowest === undefined || r.latencyMs > slowest.latencyMs ? r : slowest),
    undefined,
  )
  return {
    repetitions: repetitions.length,
    p50: percentile(latencies, 0.5),
    p75: percentile(latencies, 0.75),
    worst: worst?.latencyMs ?? Number.NaN,
    worstEvent: worst?.event ?? '',
    blockingP75: percentile(
      repetitions.map((r) => r.blockingMs),
      0.75,
    ),
    answeredP50: percentile(
      repetitions.map((r) => r.answeredMs),
      0.5,
    ),
  }
}

/** INP's targets: p75 within 200 ms at 4× slowdown, within 300 ms at 6×. */
export function targetMs(throttle: number): number {
  return throttle <= 4 ? 200 : 300
}

export interface Cell {
  readonly interaction: string
  readonly device: string
  readonly throttle: number
  readonly summary?: Summary
  /** Why the interaction could not be measured there. */
  readonly failure?: string
}

const cellText = (cell: Cell | undefined): string => {
  if (!cell) return '–'
  if (!cell.summary) return `failed: ${(cell.failure ?? '').split('\n')[0]?.slice(0, 60) ?? ''}`
  const { p50, p75, worst } = cell.summary
  const mark = p75 <= targetMs(cell.throttle) ? '' : ' ✗'
  return `${String(Math.round(p50))} / ${String(Math.round(p75))} / ${String(Math.round(worst))}${mark}`
}

/**
 * The Markdown table: one row per interaction, one column per device and slowdown, each cell
 * "p50 / p75 / worst" INP latency in ms, ✗ where p75 misses its target.
 */
export function markdownTable(
  cells: readonly Cell[],
  devices: readonly string[],
  throttles: readonly number[],
): string {
  const columns = devices.flatMap((device) => throttles.map((throttle) => ({ device, throttle })))
  const interactions = [...new Set(cells.map((cell) => cell.interaction))]
  const header = `| interaction | ${columns.map((c) => `${c.device} ${String(c.throttle)}×`).join(' | ')} |`
  const rule = `| --- | ${columns.map(() => '---').join(' | ')} |`
  const rows = interactions.map(
    (interaction) =>
      `| ${interaction} | ${columns
        .map((c) =>
          cellText(
            cells.find(
              (cell) =>
                cell.interaction === interaction &&
                cell.device === c.device &&
                cell.throttle === c.throttle,
            ),
          ),
        )
        .join(' | ')} |`,
  )
  return [header, rule, ...rows].join('\n')
}
