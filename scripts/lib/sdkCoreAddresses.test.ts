import { describe, expect, it } from 'vitest'
import { sdkCoreAddressesTarget } from './sdkCoreAddresses'

describe('sdkCoreAddressesTarget', () => {
  const index = '/app/node_modules/@uniswap/sdk-core/dist/esm/src/index.js'

  it("resolves sdk-core's own ./addresses to the shim", () => {
    expect(sdkCoreAddressesTarget('./addresses', index)).toMatch(/src\/lib\/sdk-shims\/sdkCoreAddresses\.ts$/)
  })

  it('leaves every other import alone, and ./addresses of any other module', () => {
    expect(sdkCoreAddressesTarget('./chains', index)).toBeNull()
    expect(sdkCoreAddressesTarget('./addresses', '/app/src/config/index.ts')).toBeNull()
    expect(
      sdkCoreAddressesTarget('./addresses', '/app/node_modules/@uniswap/sdk-core/dist/esm/src/chains.js'),
    ).toBeNull()
    expect(sdkCoreAddressesTarget('./addresses', undefined)).toBeNull()
  })
})
