/**
 * How well typed words match a place's name. Lower tiers are better; `undefined` is no match.
 * 0: the name starts with the input ("Tor" → Toronto);
 * 1: every word starts a word of the name ("yonge" → Church-Yonge Corridor);
 * 2: the first word starts a word of the name, the others a word of its city or long name
 *    ("annex tor" → Annex, Toronto);
 * 3: the name holds the input anywhere ("nnex" → Annex).
 */
export type Tier = 0 | 1 | 2 | 3

/** Words as typed and as hyphenated names hold them: "church-yonge" is also church and yonge. */
export function tokens(text: string): string[] {
  const lower = text.toLowerCase()
  return [
    ...new Set([...lower.split(/[^\p{L}\p{N}'#-]+/u), ...lower.split(/[^\p{L}\p{N}]+/u)]),
  ].filter(Boolean)
}

const startsAny = (word: string, list: readonly string[]) =>
  list.some((token) => token.startsWith(word))

export interface Named {
  /** The place's own name, lower-cased: what the main text shows. */
  readonly name: string
  readonly nameTokens: readonly string[]
  /** Everything else the place is known by: city, province, spelled-out street name. */
  readonly contextTokens: readonly string[]
}

export function matchTier(words: readonly string[], place: Named): Tier | undefined {
  const [first, ...rest] = words
  if (first === undefined) return undefined
  const input = words.join(' ')
  if (place.name.startsWith(input)) return 0
  if (words.every((word) => startsAny(word, place.nameTokens))) return 1
  if (
    startsAny(first, place.nameTokens) &&
    rest.every((word) => startsAny(word, place.nameTokens) || startsAny(word, place.contextTokens))
  ) {
    return 2
  }
  return place.name.includes(input) ? 3 : undefined
}

export function named(name: string, context: string): Named {
  return { name: name.toLowerCase(), nameTokens: tokens(name), contextTokens: tokens(context) }
}
