export { createPersistedStore, type PersistOptions } from './createPersistedStore'
