import 'i18next'
import type enAuth from './locales/en/auth.json'
import type enCommon from './locales/en/common.json'
import type enList from './locales/en/list.json'
import type enListing from './locales/en/listing.json'
import type enMarketing from './locales/en/marketing.json'
import type enProfile from './locales/en/profile.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      auth: typeof enAuth
      common: typeof enCommon
      list: typeof enList
      listing: typeof enListing
      marketing: typeof enMarketing
      profile: typeof enProfile
    }
  }
}
