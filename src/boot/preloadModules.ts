/** The module files a page names for preloading, from a space-separated list. */
export function moduleList(list: string | undefined): string[] {
  return (list ?? '').split(/\s+/).filter((href) => href !== '')
}

/** How many preload links one task adds: each costs the browser about a millisecond on a phone. */
const LINKS_PER_TASK = 8

/**
 * Starts the download of each module (`<link rel="modulepreload">`), so the chunks a page's route
 * needs load beside the app's code rather than after it. A route may need dozens: they are added
 * a few per task (the first at once), so no task of the page's start-up is long because of them.
 */
export function preloadModules(document: Document, hrefs: readonly string[]): void {
  // One insertion per task: each link added on its own costs the page a style update.
  const links = document.createDocumentFragment()
  for (const href of hrefs.slice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    links.append(link)
  }
  document.head.append(links)
  const rest = hrefs.slice(LINKS_PER_TASK)
  if (rest.length > 0) setTimeout(preloadModules, 0, document, rest)
}
