export { type PersistOptions, type PersistedStore, createPersistedStore } from './createPersistedStore'
