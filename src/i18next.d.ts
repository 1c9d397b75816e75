import 'i18next'
import type enCommon from './locales/en/common.json'
import type enDetail from './locales/en/detail.json'
import type enList from './locales/en/list.json'
import type enListing from './locales/en/listing.json'
import type enMarketing from './locales/en/marketing.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof enCommon
      detail: typeof enDetail
      list: typeof enList
      listing: typeof enListing
      marketing: typeof enMarketing
    }
  }
}
