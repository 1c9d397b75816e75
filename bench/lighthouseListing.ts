// Prints the listing page bench/lighthouse.sh measures: the dearest Toronto semi for sale, asked of
// the running local service, so the page is a real listing on any machine and any dataset
// (a fixed MLS number goes stale whenever the generator changes).
import { detailPath, type DetailPathListing } from '../contract/detailPath'

const service = process.env.LOCAL_SERVICE_URL ?? 'http://127.0.0.1:8787'
const response = await fetch(
  `${service}/listings?city=Toronto&status=A&type=sale&propertyType=Semi-Detached&sortBy=listPriceDesc&resultsPerPage=1`,
)
if (!response.ok) throw new Error(`the local service answered ${String(response.status)}`)
const { listings } = (await response.json()) as { listings: DetailPathListing[] }
const [listing] = listings
if (!listing) throw new Error('no Toronto semi for sale in the dataset')
console.log(detailPath(listing).slice(1))
