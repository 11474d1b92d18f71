import { describe, expect, it } from 'vitest'
import { type HostingRisk, type PageFacts, connectRefused, hostingRisk, sendRefused } from './hostingRisk'

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
const SAFE = 'https://app.safe.global'

/** A page from its URL, top-level unless framing facts are given. */
function page(url: string, frame: { framed?: boolean; ancestorOrigins?: readonly string[] } = {}): PageFacts {
  const { protocol, host, hostname, pathname } = new URL(url)
  return { protocol, host, hostname, pathname, framed: frame.framed ?? false, ancestorOrigins: frame.ancestorOrigins }
}

const gateway = (url: string, namespace: 'ipfs' | 'ipns', root: string, rest: string): HostingRisk => {
  const { protocol, host, hostname } = new URL(url)
  return { kind: 'pathGateway', gateway: { protocol, host, hostname, namespace, root, rest } }
}

describe('hostingRisk', () => {
  it.each<[string, PageFacts, HostingRisk]>([
    ['an own domain', page('https://exchange.example.org/#/pool'), { kind: 'none' }],
    ['a sub-path that is not a gateway path', page('https://example.org/apps/ucash/'), { kind: 'none' }],
    ['a subdomain gateway', page(`https://${CID}.ipfs.dweb.link/#/vote`), { kind: 'none' }],
    ['an IPNS subdomain', page('https://app-ucash-eth.ipns.dweb.link/'), { kind: 'none' }],
    ['the local subdomain form', page(`http://${CID}.ipfs.localhost:4174/`), { kind: 'none' }],
    [
      'a subdomain gateway asked for a path below /ipfs/ (its own path: still its own origin)',
      page(`https://${CID}.ipfs.dweb.link/ipfs/${CID}/`),
      { kind: 'none' },
    ],
    ['a path gateway', page(`https://ipfs.io/ipfs/${CID}/?lng=de#/pool`), gateway('https://ipfs.io', 'ipfs', CID, '/')],
    [
      'a path gateway, index.html',
      page(`https://ipfs.io/ipfs/${CID}/index.html`),
      gateway('https://ipfs.io', 'ipfs', CID, '/index.html'),
    ],
    [
      'a path gateway without the trailing slash',
      page(`https://ipfs.io/ipfs/${CID}`),
      gateway('https://ipfs.io', 'ipfs', CID, ''),
    ],
    [
      'an IPNS path',
      page('https://cloudflare-ipfs.com/ipns/app.ucash.eth/'),
      gateway('https://cloudflare-ipfs.com', 'ipns', 'app.ucash.eth', '/'),
    ],
    [
      'a local gateway with a port',
      page(`http://127.0.0.1:8080/ipfs/${CID}/`),
      gateway('http://127.0.0.1:8080', 'ipfs', CID, '/'),
    ],
    [
      'a gateway whose own name starts ipfs.',
      page(`https://ipfs.example.org/ipfs/${CID}/`),
      gateway('https://ipfs.example.org', 'ipfs', CID, '/'),
    ],
    [
      'a host whose name has .ipfs. after a label that is no CID',
      page(`https://www.ipfs.example.org/ipfs/${CID}/`),
      gateway('https://www.ipfs.example.org', 'ipfs', CID, '/'),
    ],
    [
      'a host with .ipfs. deeper in its name',
      page(`https://a.${CID}.ipfs.example.org/ipfs/${CID}/`),
      gateway(`https://a.${CID}.ipfs.example.org`, 'ipfs', CID, '/'),
    ],
    [
      'a base36 CID subdomain',
      page('https://k2jmtxw8rjh1z69c6not3wtdxb0u3urbzhyll1t9jg6ox26dhi5sfi1m.ipfs.dweb.link/'),
      { kind: 'none' },
    ],
    [
      'a top window on an own domain, not framed',
      page('https://exchange.example.org/', { framed: false, ancestorOrigins: [] }),
      { kind: 'none' },
    ],
    [
      'framed by the Safe app',
      page('https://exchange.example.org/', { framed: true, ancestorOrigins: [SAFE] }),
      { kind: 'none' },
    ],
    [
      'framed by another site',
      page('https://exchange.example.org/', { framed: true, ancestorOrigins: ['https://evil.example'] }),
      { kind: 'framed', ancestor: 'https://evil.example' },
    ],
    [
      'framed by the Safe app inside another site',
      page('https://exchange.example.org/', { framed: true, ancestorOrigins: [SAFE, 'https://evil.example'] }),
      { kind: 'framed', ancestor: 'https://evil.example' },
    ],
    [
      'framed, the browser without ancestorOrigins',
      page('https://exchange.example.org/', { framed: true }),
      { kind: 'framed', ancestor: undefined },
    ],
    [
      'framed by an ancestor its referrer policy hides',
      page('https://exchange.example.org/', { framed: true, ancestorOrigins: ['null'] }),
      { kind: 'framed', ancestor: undefined },
    ],
    [
      'framed by a look-alike of the Safe origin',
      page('https://exchange.example.org/', {
        framed: true,
        ancestorOrigins: ['https://app.safe.global.evil.example'],
      }),
      { kind: 'framed', ancestor: 'https://app.safe.global.evil.example' },
    ],
    [
      'framed on a path gateway: the gateway is the larger risk',
      page(`https://ipfs.io/ipfs/${CID}/`, { framed: true, ancestorOrigins: ['https://evil.example'] }),
      gateway('https://ipfs.io', 'ipfs', CID, '/'),
    ],
  ])('%s', (_name, facts, risk) => {
    expect(hostingRisk(facts)).toEqual(risk)
  })

  it('refuses connecting on a path gateway only, and sending on a path gateway and in a foreign frame', () => {
    const path = hostingRisk(page(`https://ipfs.io/ipfs/${CID}/`))
    const framed = hostingRisk(
      page('https://exchange.example.org/', { framed: true, ancestorOrigins: ['https://evil.example'] }),
    )
    const safe = hostingRisk(page('https://exchange.example.org/'))
    expect([connectRefused(path), connectRefused(framed), connectRefused(safe)]).toEqual([true, false, false])
    expect([sendRefused(path), sendRefused(framed), sendRefused(safe)]).toEqual([true, true, false])
  })
})
