import { describe, expect, it } from 'vitest'
import { type PathGateway, hostingRisk } from './hostingRisk'
import { subdomainGatewayUrl } from './subdomainUrl'

/** The IPFS docs' example pair: one content, as CIDv0 and as CIDv1 base32. */
const CID_V0 = 'QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR'
const CID_V1 = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
/** The same key as a peer id (base58 identity multihash) and as a CIDv1 libp2p-key in base36. */
const PEER_ID = '12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA'
const PEER_KEY = 'k51qzi5uqu5dhdmyb9bd18pypu2wp5lpv2xnskfmrqa4lb5knqryrotb05e7or'

/** The subdomain URL for a path-gateway page URL. */
function subdomainOf(url: string): string | undefined {
  const { protocol, host, hostname, pathname, search, hash } = new URL(url)
  const risk = hostingRisk({ protocol, host, hostname, pathname, framed: false })
  if (risk.kind !== 'pathGateway') throw new Error(`${url} is not a path gateway`)
  const gateway: PathGateway = risk.gateway
  return subdomainGatewayUrl(gateway, { search, hash })
}

describe('subdomainGatewayUrl', () => {
  it.each<[string, string, string | undefined]>([
    [
      'a CIDv1, query and hash kept',
      `https://gw.example/ipfs/${CID_V1}/?lng=de#/pool`,
      `https://${CID_V1}.ipfs.gw.example/?lng=de#/pool`,
    ],
    [
      'a CIDv0 becomes CIDv1 base32 (subdomains are case-insensitive)',
      `https://gw.example/ipfs/${CID_V0}/`,
      `https://${CID_V1}.ipfs.gw.example/`,
    ],
    [
      'the rest of the path kept',
      `https://gw.example/ipfs/${CID_V0}/index.html#/vote/3`,
      `https://${CID_V1}.ipfs.gw.example/index.html#/vote/3`,
    ],
    ['no trailing slash', `https://gw.example/ipfs/${CID_V1}`, `https://${CID_V1}.ipfs.gw.example/`],
    [
      'ipfs.io serves its subdomains as dweb.link',
      `https://ipfs.io/ipfs/${CID_V1}/`,
      `https://${CID_V1}.ipfs.dweb.link/`,
    ],
    [
      'a local gateway: the subdomain form on localhost, port and http kept',
      `http://127.0.0.1:8080/ipfs/${CID_V1}/`,
      `http://${CID_V1}.ipfs.localhost:8080/`,
    ],
    ['IPv6 loopback', `http://[::1]:8080/ipfs/${CID_V1}/`, `http://${CID_V1}.ipfs.localhost:8080/`],
    ['localhost itself', `http://localhost:4174/ipfs/${CID_V1}/#/pool`, `http://${CID_V1}.ipfs.localhost:4174/#/pool`],
    ['another IP address has no subdomains', `http://192.168.1.20:8080/ipfs/${CID_V1}/`, undefined],
    ['a root that is no CID', 'https://gw.example/ipfs/not-a-cid/', undefined],
    [
      'a DNSLink name: dashes doubled, dots turned to dashes',
      'https://gw.example/ipns/my-app.ucash.eth/#/pool',
      'https://my--app-ucash-eth.ipns.gw.example/#/pool',
    ],
    [
      'a peer id becomes a CIDv1 libp2p-key in base36',
      `https://gw.example/ipns/${PEER_ID}/`,
      `https://${PEER_KEY}.ipns.gw.example/`,
    ],
    ['a base36 key stays as it is', `https://gw.example/ipns/${PEER_KEY}/`, `https://${PEER_KEY}.ipns.gw.example/`],
    [
      'a single-label name stays as it is, lowercased',
      'https://gw.example/ipns/Localname/',
      'https://localname.ipns.gw.example/',
    ],
    [
      'a DNSLink name too long for one label',
      `https://gw.example/ipns/${'a'.repeat(40)}.${'b'.repeat(30)}.eth/`,
      undefined,
    ],
  ])('%s', (_name, url, expected) => {
    expect(subdomainOf(url)).toBe(expected)
  })

  it('writes the URL from the hash and query it is given (the route of the moment), not those of the start', () => {
    const url = `https://gw.example/ipfs/${CID_V1}/#/`
    const { protocol, host, hostname, pathname } = new URL(url)
    const risk = hostingRisk({ protocol, host, hostname, pathname, framed: false })
    if (risk.kind !== 'pathGateway') throw new Error('not a path gateway')
    expect(subdomainGatewayUrl(risk.gateway, { search: '?lng=fr', hash: '#/vote' })).toBe(
      `https://${CID_V1}.ipfs.gw.example/?lng=fr#/vote`,
    )
  })
})
