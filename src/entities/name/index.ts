export { labelHash, loadNormaliser, nameNode, reverseNode } from './model/names'
export { lookupNames, readContenthash, resolveNames } from './queries/resolveNames'
export { nameServiceFor, useNameAddress, usePrimaryName } from './useNames'
export { type RecipientLookup, useRecipient } from './useRecipient'
