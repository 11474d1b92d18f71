export { labelHash, nameNode, normaliseName, reverseNode } from './model/names'
export { lookupNames, resolveNames } from './queries/resolveNames'
export { nameServiceFor, useNameAddress, usePrimaryName } from './useNames'
