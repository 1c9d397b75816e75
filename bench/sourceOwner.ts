/** Who a source in a build's source map belongs to: its package (`@mui/material`), or its path from `src/`. */
export function sourceOwner(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]
  return pkg ?? source.replace(/^.*?\/src\//, 'src/')
}
