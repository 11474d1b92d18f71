import { describe, expect, it } from 'vitest'
import {
  IPFS_DEVNET_MODE,
  IPFS_MODE,
  assetBase,
  buildModeProblem,
  assetHref,
  contentTypeOf,
  devnetBuildEnv,
  gatewaySite,
  mountPrefix,
  staticTarget,
} from './staticBuild.ts'

const CID = '/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/'

describe('assetBase and assetHref', () => {
  it('is relative in the IPFS build only', () => {
    expect(assetBase(IPFS_MODE)).toBe('./')
    expect(assetBase(IPFS_DEVNET_MODE)).toBe('./')
    for (const mode of ['production', 'devnet', 'development', 'ipfs-ish']) expect(assetBase(mode)).toBe('/')
  })

  it('keeps the root build root-absolute', () => {
    expect(assetHref('/', 'assets/index-abc.js')).toBe('/assets/index-abc.js')
  })

  it('resolves an IPFS build asset under whatever path index.html is served at', () => {
    const href = assetHref(assetBase(IPFS_MODE), 'assets/index-abc.js')
    expect(href).toBe('./assets/index-abc.js')
    expect(new URL(href, `https://gateway.example${CID}`).pathname).toBe(`${CID}assets/index-abc.js`)
    // A hash route does not change the document's path: the asset still resolves beside index.html.
    expect(new URL(href, `http://127.0.0.1:4174/some/sub/path/#/pool`).pathname).toBe(
      '/some/sub/path/assets/index-abc.js',
    )
    expect(assetHref('./', '/assets/x.js')).toBe('./assets/x.js')
  })
})

describe('staticTarget', () => {
  it('serves index.html at the mount point, with or without a query', () => {
    expect(staticTarget(CID, CID)).toEqual({ kind: 'file', path: 'index.html' })
    expect(staticTarget(CID, `${CID}?theme=dark`)).toEqual({ kind: 'file', path: 'index.html' })
    expect(staticTarget('/', '/')).toEqual({ kind: 'file', path: 'index.html' })
  })

  it('redirects the mount point without its slash, as a gateway does (relative URLs need it)', () => {
    expect(staticTarget(CID, CID.slice(0, -1))).toEqual({ kind: 'redirect', location: CID })
  })

  it('serves files under the mount point', () => {
    expect(staticTarget(CID, `${CID}assets/index-abc.js`)).toEqual({ kind: 'file', path: 'assets/index-abc.js' })
    expect(staticTarget(CID, `${CID}chains/ethereum%2Esvg`)).toEqual({ kind: 'file', path: 'chains/ethereum.svg' })
  })

  it('answers nothing outside the mount point: a root-absolute URL in the build shows up as a 404', () => {
    expect(staticTarget(CID, '/assets/index-abc.js')).toEqual({ kind: 'missing' })
    expect(staticTarget(CID, '/chains/ethereum.svg')).toEqual({ kind: 'missing' })
    expect(staticTarget(CID, '/ipfs/other/index.html')).toEqual({ kind: 'missing' })
  })

  it('never leaves the directory', () => {
    for (const path of [
      `${CID}../secret`,
      `${CID}assets/../../x`,
      `${CID}%2e%2e/x`,
      `${CID}a%00b`,
      `${CID}%E0%A4%A`,
      `${CID}/etc/passwd`,
    ]) {
      expect(staticTarget(CID, path)).toEqual({ kind: 'missing' })
    }
  })
})

describe('mountPrefix and contentTypeOf', () => {
  it('normalises the slashes', () => {
    expect(mountPrefix('ipfs/x')).toBe('/ipfs/x/')
    expect(mountPrefix('/ipfs/x/')).toBe('/ipfs/x/')
    expect(mountPrefix('')).toBe('/')
  })

  it('types what the build contains', () => {
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8')
    expect(contentTypeOf('assets/a.JS')).toBe('text/javascript; charset=utf-8')
    expect(contentTypeOf('chains/x.svg')).toBe('image/svg+xml')
    expect(contentTypeOf('_headers')).toBe('application/octet-stream')
  })
})

describe('devnetBuildEnv', () => {
  it('points a devnet build at the node and at the origin of its services', () => {
    expect(devnetBuildEnv({ rpcUrl: 'http://127.0.0.1:40001', claimDataUrl: 'http://127.0.0.1:40002/claims' })).toEqual(
      {
        VITE_DEVNET_RPC_URL: 'http://127.0.0.1:40001',
        VITE_DEVNET_SERVICES_URL: 'http://127.0.0.1:40002',
      },
    )
  })
})

describe('buildModeProblem: a release is never a devnet build', () => {
  it('stops a release build of any non-devnet mode that asks for the devnet', () => {
    for (const mode of ['production', IPFS_MODE, 'staging', 'development']) {
      for (const value of ['1', '0', '', 'true'])
        expect(buildModeProblem(mode, { VITE_DEVNET: value }), `${mode} ${value}`).toMatch(
          /^VITE_DEVNET is set for a build in mode/,
        )
    }
  })

  it('lets the devnet modes build, and any mode without the variable', () => {
    for (const mode of ['devnet', IPFS_DEVNET_MODE])
      expect(buildModeProblem(mode, { VITE_DEVNET: '1' })).toBeUndefined()
    for (const mode of ['production', IPFS_MODE, 'devnet']) expect(buildModeProblem(mode, {})).toBeUndefined()
  })
})

describe('gatewaySite', () => {
  const app = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
  const other = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'
  const cids = [app, other]

  it('serves a site below /ipfs/<cid>/ on the loopback address: every site on one origin', () => {
    expect(gatewaySite(cids, '127.0.0.1:4174', `/ipfs/${app}/`)).toEqual({ cid: app, prefix: `/ipfs/${app}/` })
    expect(gatewaySite(cids, '127.0.0.1:4174', `/ipfs/${other}/index.html`)).toEqual({
      cid: other,
      prefix: `/ipfs/${other}/`,
    })
    expect(gatewaySite(cids, '127.0.0.1:4174', `/ipfs/${app}`)).toEqual({ cid: app, prefix: `/ipfs/${app}/` })
  })

  it('serves a site at the root of <cid>.ipfs.localhost: an origin of its own', () => {
    expect(gatewaySite(cids, `${app}.ipfs.localhost:4174`, '/')).toEqual({ cid: app, prefix: '/' })
    expect(gatewaySite(cids, `${other.toUpperCase()}.IPFS.localhost`, '/assets/x.js')).toEqual({
      cid: other,
      prefix: '/',
    })
  })

  it('serves nothing for a CID it does not hold, or outside /ipfs/ on a path host', () => {
    expect(gatewaySite(cids, '127.0.0.1:4174', '/')).toBeUndefined()
    expect(gatewaySite(cids, '127.0.0.1:4174', '/ipfs/bafyunknown/')).toBeUndefined()
    expect(gatewaySite(cids, 'bafyunknown.ipfs.localhost:4174', '/')).toBeUndefined()
    expect(gatewaySite(cids, `${app}.ipfs.example.org`, '/')).toBeUndefined()
    expect(gatewaySite(cids, undefined, '/')).toBeUndefined()
  })
})
