import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { commitOf, versionOf } from './buildInfo.ts'

const root = new URL('../..', import.meta.url).pathname
let scratch: string | undefined
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
  scratch = undefined
})

describe('build info', () => {
  it("names the commit checked out, as git's 12-digit short hash", () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
    expect(commitOf(root)).toBe(head.slice(0, 12))
  })

  it("says 'unknown' outside a repository, and reads package.json's version", () => {
    scratch = mkdtempSync(join(tmpdir(), 'build-info-'))
    expect(commitOf(scratch)).toBe('unknown')
    expect(commitOf(join(scratch, 'missing'))).toBe('unknown')
    writeFileSync(join(scratch, 'package.json'), '{"version":"1.2.3"}')
    expect(versionOf(scratch)).toBe('1.2.3')
  })
})
