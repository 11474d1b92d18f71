import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { retargetBuild, retargetText } from './retargetBuild.ts'

const from = { rpc: 39451, services: 36579 }
const to = { rpc: 41000, services: 41001 }

describe('retargetText', () => {
  it.each([
    ['http://127.0.0.1:39451', 'http://127.0.0.1:41000', 1],
    ['http://localhost:39451/', 'http://localhost:41000/', 1],
    ['http://127.0.0.1:36579/claims', 'http://127.0.0.1:41001/claims', 1],
    [
      "connect-src 'self' http://127.0.0.1:39451 http://localhost:39451 ws://127.0.0.1:*",
      "connect-src 'self' http://127.0.0.1:41000 http://localhost:41000 ws://127.0.0.1:*",
      2,
    ],
    // The committed manifest's default ports and other hosts stay.
    ['http://127.0.0.1:8545', 'http://127.0.0.1:8545', 0],
    ['http://example.org:39451', 'http://example.org:39451', 0],
    // A longer port that starts with the same digits is another port.
    ['http://127.0.0.1:394510', 'http://127.0.0.1:394510', 0],
    ['http://127.0.0.1:3945', 'http://127.0.0.1:3945', 0],
  ])('%s', (input, expected, count) => {
    expect(retargetText(input, from, to)).toEqual({ text: expected, replaced: count })
  })
})

describe('retargetBuild', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  const build = (html: string, js: string): string => {
    dir = mkdtempSync(join(tmpdir(), 'retarget-'))
    mkdirSync(join(dir, 'src', 'assets'), { recursive: true })
    writeFileSync(join(dir, 'src', 'index.html'), html)
    writeFileSync(join(dir, 'src', 'assets', 'a.js'), js)
    writeFileSync(join(dir, 'src', 'assets', 'a.js.map'), 'http://127.0.0.1:39451')
    return join(dir, 'src')
  }

  it('copies the build with both origins pointed at the other devnet, the source untouched', () => {
    const source = build(
      '<meta content="connect-src http://127.0.0.1:39451">',
      'u=`http://127.0.0.1:39451`,s=`http://127.0.0.1:36579`',
    )
    const target = join(dir, 'copy')
    retargetBuild(source, target, from, to)
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('<meta content="connect-src http://127.0.0.1:41000">')
    expect(readFileSync(join(target, 'assets', 'a.js'), 'utf8')).toBe(
      'u=`http://127.0.0.1:41000`,s=`http://127.0.0.1:41001`',
    )
    expect(readFileSync(join(source, 'assets', 'a.js'), 'utf8')).toContain('39451')
  })

  it('refuses a build that does not name the devnet (it would read another chain without saying)', () => {
    const source = build('<meta content="connect-src http://127.0.0.1:8545">', 'u=`http://127.0.0.1:39451`')
    expect(() => retargetBuild(source, join(dir, 'copy'), from, to)).toThrow(/index.html: 0, scripts: 1/)
  })
})
