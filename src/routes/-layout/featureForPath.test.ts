import { describe, expect, it } from 'vitest'
import { featureForPath } from './featureForPath'

describe('featureForPath', () => {
  it.each([
    ['/', 'exchange'],
    ['/exchange', 'exchange'],
    ['/exchange/', 'exchange'],
    ['/pool', 'exchange'],
    ['/liquidity', 'exchange'],
    ['/add', 'exchange'],
    ['/add/ETH/0x6B175474E89094C44Da98b954EedeAC495271d0F', 'exchange'],
    ['/create/ETH', 'exchange'],
    ['/remove/ETH/0x6B175474E89094C44Da98b954EedeAC495271d0F', 'exchange'],
    ['/find', 'exchange'],
    ['/migrate/v1', 'migrate'],
    ['/migrate/v1/0x6B175474E89094C44Da98b954EedeAC495271d0F', 'migrate'],
    ['/remove/v1/0x6B175474E89094C44Da98b954EedeAC495271d0F', 'migrate'],
    ['/uni', 'rewards'],
    ['/uni/ETH/0x6B175474E89094C44Da98b954EedeAC495271d0F', 'rewards'],
    ['/vote', 'governance'],
    ['/vote/3', 'governance'],
  ])('%s needs %s', (path, feature) => {
    expect(featureForPath(path)).toBe(feature)
  })

  it.each(['/claim', '/pools', '/universe', '/voter', '/removed', '/migrated'])('%s needs none', (path) => {
    expect(featureForPath(path)).toBeUndefined()
  })
})
