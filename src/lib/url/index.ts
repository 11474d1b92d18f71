export * from './params'
export * from './liquidityPath'
export * from './search'
