import { jsonLdText, type ListingSeo } from '../../lib/listing/seo'
import { PageMeta } from '../../ui/PageMeta'

/**
 * The listing's document title and meta description (through the screens' one PageMeta) and its
 * JSON-LD, which a search engine reads from the page wherever it sits.
 */
export function Seo({ seo }: { readonly seo: ListingSeo }) {
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} />
      <script
        type="application/ld+json"
        // The text is JSON with `<` escaped, so it cannot end the script element.
        dangerouslySetInnerHTML={{ __html: jsonLdText(seo.jsonLd) }}
      />
    </>
  )
}
