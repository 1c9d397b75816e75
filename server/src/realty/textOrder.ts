/** Whether a UTF-16 code unit is half of a surrogate pair (a code point above U+FFFF). */
const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff

/**
 * Text in SQLite's BINARY order, which `GROUP BY` and `ORDER BY` give: the order of the UTF-8
 * bytes, which is the order of the code points. JavaScript's `<` compares UTF-16 code units,
 * which agrees except where a code point above U+FFFF (a surrogate pair) meets one from U+E000
 * to U+FFFF: the pair's code point is the larger. Compared in place, without encoding either.
 */
export function binaryOrder(a: string, b: string): number {
  if (a === b) return 0
  const length = Math.min(a.length, b.length)
  for (let at = 0; at < length; at += 1) {
    const x = a.charCodeAt(at)
    const y = b.charCodeAt(at)
    if (x === y) continue
    const xPair = isSurrogate(x)
    if (xPair !== isSurrogate(y)) return xPair ? 1 : -1
    return x - y
  }
  return a.length - b.length
}
