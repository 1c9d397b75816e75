import 'i18next'
import type enCalculators from './locales/en/calculators.json'
import type enAuth from './locales/en/auth.json'
import type enAccountNotices from './locales/en/accountNotices.json'
import type enCommon from './locales/en/common.json'
import type enDetail from './locales/en/detail.json'
import type enFooter from './locales/en/footer.json'
import type enHome from './locales/en/home.json'
import type enList from './locales/en/list.json'
import type enListing from './locales/en/listing.json'
import type enLeads from './locales/en/leads.json'
import type enMap from './locales/en/map.json'
import type enMarketing from './locales/en/marketing.json'
import type enSearch from './locales/en/search.json'
import type enTrends from './locales/en/trends.json'
import type enProfile from './locales/en/profile.json'
import type enPreApproval from './locales/en/preApproval.json'
import type enStaff from './locales/en/staff.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      calculators: typeof enCalculators
      auth: typeof enAuth
      accountNotices: typeof enAccountNotices
      common: typeof enCommon
      detail: typeof enDetail
      footer: typeof enFooter
      home: typeof enHome
      list: typeof enList
      listing: typeof enListing
      leads: typeof enLeads
      map: typeof enMap
      marketing: typeof enMarketing
      search: typeof enSearch
      trends: typeof enTrends
      profile: typeof enProfile
      preApproval: typeof enPreApproval
      staff: typeof enStaff
    }
  }
}
