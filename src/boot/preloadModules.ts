/** The module files a page names for preloading, from a space-separated list. */
export function moduleList(list: string | undefined): string[] {
  return (list ?? '').split(/\s+/).filter((href) => href !== '')
}

/**
 * Starts the download of each module (`<link rel="modulepreload">`), so the chunks a page's route
 * needs load beside the app's code rather than after it.
 */
export function preloadModules(document: Document, hrefs: readonly string[]): void {
  // One insertion for them all: each link added on its own costs the page a style update.
  const links = document.createDocumentFragment()
  for (const href of hrefs) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    links.append(link)
  }
  document.head.append(links)
}
