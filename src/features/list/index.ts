export { listPlace, titleFromSlug } from './listPlace'
