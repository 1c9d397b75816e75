import 'i18next'
import type enCommon from './locales/en/common.json'
import type enList from './locales/en/list.json'
import type enListing from './locales/en/listing.json'
import type enMap from './locales/en/map.json'
import type enMarketing from './locales/en/marketing.json'
import type enSearch from './locales/en/search.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof enCommon
      list: typeof enList
      listing: typeof enListing
      map: typeof enMap
      marketing: typeof enMarketing
      search: typeof enSearch
    }
  }
}
