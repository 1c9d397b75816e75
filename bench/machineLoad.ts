import { loadavg } from 'node:os'

/** The machine's load averages now (1, 5 and 15 minutes, as `uptime` prints them) and its cores. */
export function machineLoad(): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg()
  return `load ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}`
}
