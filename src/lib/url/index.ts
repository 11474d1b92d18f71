export * from './params'
export * from './liquidityPath'
export * from './search'
export * from './v1Address'
