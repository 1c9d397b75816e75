import { nextTask } from '../lib/nextTask'

/** The module files a page names for preloading, from a space-separated list. */
export function moduleList(list: string | undefined): string[] {
  return (list ?? '').split(/\s+/).filter((href) => href !== '')
}

/**
 * Starts the download of each module (`<link rel="modulepreload">`), so the chunks a page's route
 * needs load beside the app's code rather than after it. The links go in a few at a time, a task
 * each, in their order (the app's start-up stages first): a page names some 70 files, and adding
 * all their links in one task held a slow phone's main thread for over 100 ms.
 */
export async function preloadModules(
  document: Document,
  hrefs: readonly string[],
  // How many links one task adds: each costs the main thread its fetch and compile.
  perTask = 8,
): Promise<void> {
  for (let start = 0; start < hrefs.length; start += perTask) {
    // One insertion per batch: each link added on its own costs the page a style update.
    const links = document.createDocumentFragment()
    for (const href of hrefs.slice(start, start + perTask)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      links.append(link)
    }
    document.head.append(links)
    await nextTask()
  }
}
