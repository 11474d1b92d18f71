export { type V1Position, useV1Exchanges, useV1Positions } from './useV1Positions'
