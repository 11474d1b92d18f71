export { Dialog } from './Dialog'
export { PagePlaceholder } from './PagePlaceholder'
