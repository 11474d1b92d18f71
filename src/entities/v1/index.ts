export { type V1Position, useV1ExchangeOf, useV1ExchangeToken, useV1Exchanges, useV1Positions } from './useV1Positions'
