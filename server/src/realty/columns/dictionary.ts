/** Text values numbered in the order first met, so a column of them is a column of small numbers. */
export interface Dictionary {
  /** The value's number, given a new one when first met. */
  readonly codeOf: (value: string) => number
  /** The value a number stands for. */
  readonly valueOf: (code: number) => string
  readonly size: () => number
  /**
   * Which numbers stand for one of `values` (a flag per number, 1 for those), or undefined when
   * no values are given, as a filter that names none keeps every listing.
   */
  readonly maskOf: (values: readonly string[] | undefined) => Uint8Array | undefined
}

export function dictionary(): Dictionary {
  const values: string[] = []
  const codes = new Map<string, number>()
  return {
    codeOf(value) {
      let code = codes.get(value)
      if (code === undefined) {
        code = values.length
        values.push(value)
        codes.set(value, code)
      }
      return code
    },
    valueOf: (code) => values[code] ?? '',
    size: () => values.length,
    maskOf(asked) {
      if (!asked || asked.length === 0) return undefined
      const mask = new Uint8Array(values.length)
      for (const value of asked) {
        const code = codes.get(value)
        if (code !== undefined) mask[code] = 1
      }
      return mask
    },
  }
}
