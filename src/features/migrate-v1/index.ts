export { MigrateV1ListScreen } from './MigrateV1ListScreen'
export { MigrateV1Screen } from './MigrateV1Screen'
export { RemoveV1Screen } from './RemoveV1Screen'
