export { PagePlaceholder } from './PagePlaceholder'
