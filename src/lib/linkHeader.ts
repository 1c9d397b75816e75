/**
 * RFC 8288 Link header entries by relation: `<url>; rel="name", <url2>; rel="other"`. A relation
 * may be unquoted or list several names (`rel="user schema"`); the first URL for a name wins.
 */
export function linkRelations(header: string | null): Readonly<Record<string, string>> {
  const relations: Record<string, string> = {}
  if (!header) return relations
  const entry = /<([^>]*)>\s*((?:;\s*[^;,]+)*)/g
  for (const match of header.matchAll(entry)) {
    const url = match[1] ?? ''
    const rel = /;\s*rel\s*=\s*"?([^";,]+)"?/i.exec(match[2] ?? '')?.[1]
    if (!rel) continue
    for (const name of rel.trim().split(/\s+/)) {
      relations[name] ??= url
    }
  }
  return relations
}
