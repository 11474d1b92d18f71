import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { manifestSchema } from '../../devnet/manifest.ts'
import { type DevnetSecrets, devnetSecrets, findReleaseLeaks, loopbackSources } from './buildCheck.ts'
import { contentSecurityPolicy } from './csp.ts'

const manifest = manifestSchema.parse(
  JSON.parse(readFileSync(new URL('../../devnet/deployment.json', import.meta.url), 'utf8')),
)
const secrets: DevnetSecrets = devnetSecrets(manifest)
const kinds = (text: string, sourceMap = false) =>
  findReleaseLeaks(text, secrets, { sourceMap }).map((leak) => leak.kind)
const devAccount = manifest.accounts[0]!.address
const keyOf = (index: number): string => manifest.accounts[index]!.privateKey

describe('devnetSecrets', () => {
  it("takes the first account as the dev account and every account's key, bare and lower case", () => {
    expect(secrets.devAccount).toBe(devAccount.slice(2).toLowerCase())
    expect(secrets.privateKeys).toHaveLength(10)
    expect(secrets.privateKeys).toContain(keyOf(9).slice(2).toLowerCase())
    expect(secrets.privateKeys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true)
  })
})

describe('findReleaseLeaks', () => {
  // Each line is from a devnet build (vite build --mode devnet), minified as it ships.
  it('finds the Local dev account by name, id and address', () => {
    expect(kinds('{id:`local-dev-account`,name:`Local dev account`,shortName:`Dev account`')).toEqual([
      'dev account',
      'dev account',
    ])
    expect(kinds(`accounts:[{address:\`${devAccount}\`,label:\`Trader\`}]`)).toEqual(['dev account'])
    expect(kinds(`to:"0x000000000000000000000000${devAccount.slice(2).toLowerCase()}"`)).toEqual(['dev account'])
  })

  it('finds the devnet chain where code defines it', () => {
    expect(kinds('var Q={chainId:31337,deployer:1}')).toEqual(['devnet chain'])
    expect(kinds('{"chainId": 31337, "x": 1}')).toEqual(['devnet chain'])
    expect(kinds('z({id:31337,name:`Chain`})')).toEqual(['devnet chain'])
    expect(kinds('[30,31].map(e=>[e,{multicall:_f}])),31337:Ft().contracts}')).toEqual(['devnet chain'])
    expect(kinds('{method:`wallet_switchEthereumChain`,params:[{chainId:`0x7a69`}]}')).toEqual([
      'devnet chain',
      'devnet chain',
    ])
  })

  it('finds loopback URLs', () => {
    expect(kinds('rpcUrl:`http://127.0.0.1:8545`')).toEqual(['loopback URL'])
    expect(kinds('e.includes(`//127.0.0.1`)?e.replace(`//127.0.0.1`,`//localhost`)')).toEqual([
      'loopback URL',
      'loopback URL',
    ])
    expect(kinds('[`http://localhost:8545`,`ws://[::1]`]')).toEqual(['loopback URL', 'loopback URL'])
  })

  it('finds every anvil key, with or without 0x and in any case, and privateKey fields with a key in them', () => {
    for (let index = 0; index < 10; index++) {
      expect(kinds(`k=\`${keyOf(index)}\``)).toEqual(['private key'])
      expect(kinds(`k="${keyOf(index).slice(2).toUpperCase()}"`)).toEqual(['private key'])
    }
    const other = `0x${'5'.repeat(64)}`
    expect(kinds(`{"address":"0x1","privateKey":"${other}"}`)).toEqual(['private key'])
    expect(kinds(`{privateKeys:[\`${other}\`]}`)).toEqual(['private key'])
    // As a source map's sourcesContent holds it: JSON-escaped quotes.
    expect(kinds(`"sourcesContent":["const a = { privateKey: \\"${other}\\" }"]`, true)).toEqual(['private key'])
  })

  it('finds the analytics DOM event', () => {
    expect(kinds('window.dispatchEvent(new CustomEvent(`ucash:analytics`,{detail:e}))')).toEqual(['analytics event'])
  })

  it('counts only keys in a source map, whose sources name the dev account in comments', () => {
    const map = `{"sourcesContent":["/** \\"Local dev account\\": ${devAccount}, chainId: 31337, http://127.0.0.1:8545 */ ucash:analytics"]}`
    expect(kinds(map, true)).toEqual([])
    expect(kinds(`{"sourcesContent":["const key = '${keyOf(3)}'"]}`, true)).toEqual(['private key'])
  })

  // Each line is from the production build (dist), where the same words appear for other reasons.
  it('leaves alone what every release contains', () => {
    const clean = [
      'hardhat:{chainId:31337,...Ki},holesky:{chainId:17e3,...Hi}',
      'localhost:{chainId:1337,...Hi},mainnet:{chainId:1,name:`Ethereum`}',
      '{chainId:313370,id:31337000}',
      'window.origin!==`null`?window.origin:`http://localhost`;',
      'DEFAULT_ALLOWED_ANCESTORS:[`http://localhost:*`,`https://*.pages.dev`]',
      'RegExp(`wss?://localhost(:d{2,5})?`).test(e)',
      'var Kf=new Set([`127.0.0.1`,`localhost`,`[::1]`]);',
      'TypeError(`File URL host must be "localhost" or empty on darwin`)',
      'quoterAddress:`0x53ab5d7a69db158f621b43ee70423da1e1403c2a`',
      'let e=ko.utils.randomPrivateKey(),t=ko.getPublicKey(e);return{privateKey:Se(e,Ko),publicKey:Se(t,Ko)}',
      'this.setPrivateKey(e.publicKey,e.privateKey)',
      'case 31337:return 1;x=a?31337:0',
      'analytics:{enabled:!0}',
    ]
    for (const code of clean) expect(findReleaseLeaks(code, secrets), code).toEqual([])
  })

  it('reports where each leak is', () => {
    const code = 'a=1;\nb={chainId:31337}'
    expect(findReleaseLeaks(code, secrets)).toEqual([
      expect.objectContaining({
        kind: 'devnet chain',
        offset: code.indexOf('chainId'),
        line: 2,
        column: 4,
        snippet: expect.stringContaining('chainId:31337'),
      }),
    ])
  })
})

describe('loopbackSources', () => {
  it("names the devnet build's loopback sources in its policy", () => {
    const devnet =
      "default-src 'self'; connect-src 'self' https://rpc.ankr.com http://127.0.0.1:8545 http://localhost:8545 ws://localhost:* http://[::1]:8545 http://app.localhost; img-src 'self' https:"
    expect(loopbackSources(devnet)).toEqual([
      'connect-src http://127.0.0.1:8545',
      'connect-src http://localhost:8545',
      'connect-src ws://localhost:*',
      'connect-src http://[::1]:8545',
      'connect-src http://app.localhost',
    ])
    expect(loopbackSources('img-src 127.0.0.1 localhost:3000')).toEqual(['img-src 127.0.0.1', 'img-src localhost:3000'])
  })

  it("passes a release's policy", () => {
    const sources = {
      connect: ['https://rpc.example.org', 'https://localhost.example.org'],
      walletConnect: false,
      anyHttpsLists: true,
    }
    expect(loopbackSources(contentSecurityPolicy(sources, 'meta'))).toEqual([])
    expect(loopbackSources(contentSecurityPolicy(sources, 'header'))).toEqual([])
    expect(loopbackSources("script-src 'self'; connect-src 'self' https: wss:")).toEqual([])
    expect(loopbackSources(undefined)).toEqual([])
  })
})
