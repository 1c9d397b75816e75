import { useEffect } from 'react'
import { jsonLdText, type ListingSeo } from '../../lib/listing/seo'

/**
 * Sets the document title and meta description for the listing and adds its JSON-LD; both are
 * put back when the page closes, so the next screen starts from the site's own.
 */
export function Seo({ seo }: { readonly seo: ListingSeo }) {
  useEffect(() => {
    const previousTitle = document.title
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    const created = !meta
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    const previousDescription = meta.content
    document.title = seo.title
    meta.content = seo.description
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.dataset.listing = 'true'
    script.textContent = jsonLdText(seo.jsonLd)
    document.head.append(script)
    return () => {
      document.title = previousTitle
      if (created) meta.remove()
      else meta.content = previousDescription
      script.remove()
    }
  }, [seo])
  return null
}
