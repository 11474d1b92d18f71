export { Dialog } from './Dialog'
export { NumericalInput, enforceAmount } from './NumericalInput'
export { PagePlaceholder } from './PagePlaceholder'
export { TextField } from './TextField'
