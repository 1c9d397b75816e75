export { listPlace } from './listPlace'
