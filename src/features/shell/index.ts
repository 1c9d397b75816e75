export { externalLinks } from './layout/links'
