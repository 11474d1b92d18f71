import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { STAMP, installDecision, projectState } from './ensure-install.mjs'

describe('installDecision', () => {
  it('installs when node_modules is missing, whatever else is there', () => {
    expect(installDecision({ nodeModules: false, lockfile: 1000, installed: [2000, 3000] }).install).toBe(true)
    expect(installDecision({ nodeModules: false, lockfile: undefined, installed: [] }).install).toBe(true)
  })

  it('installs when node_modules holds no completed install (no hidden lockfile, no stamp)', () => {
    expect(installDecision({ nodeModules: true, lockfile: 1000, installed: [undefined, undefined] }).install).toBe(true)
  })

  it('installs when the lockfile is newer than the newest install marker', () => {
    expect(installDecision({ nodeModules: true, lockfile: 3001, installed: [2000, 3000] })).toEqual({
      install: true,
      reason: 'package-lock.json is newer than node_modules',
    })
    expect(installDecision({ nodeModules: true, lockfile: 2001, installed: [2000, undefined] }).install).toBe(true)
  })

  it('does nothing when an install marker is as new as the lockfile or newer', () => {
    expect(installDecision({ nodeModules: true, lockfile: 2000, installed: [2000, undefined] }).install).toBe(false)
    // npm rewrote the lockfile after its hidden lockfile; the stamp written after that install is newer still.
    expect(installDecision({ nodeModules: true, lockfile: 2500, installed: [2000, 2600] }).install).toBe(false)
    expect(installDecision({ nodeModules: true, lockfile: 1000, installed: [undefined, 2000] }).install).toBe(false)
  })

  it('does nothing without a lockfile once something is installed', () => {
    expect(installDecision({ nodeModules: true, lockfile: undefined, installed: [2000] }).install).toBe(false)
  })
})

describe('projectState', () => {
  let root = ''
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const at = (path: string, seconds: number): void => utimesSync(path, seconds, seconds)

  it('reads the mtimes that installDecision compares', () => {
    root = mkdtempSync(join(tmpdir(), 'ensure-install-'))
    expect(projectState(root)).toEqual({ nodeModules: false, lockfile: undefined, installed: [undefined, undefined] })

    writeFileSync(join(root, 'package-lock.json'), '{}')
    at(join(root, 'package-lock.json'), 2000)
    mkdirSync(join(root, 'node_modules'))
    writeFileSync(join(root, 'node_modules', '.package-lock.json'), '{}')
    at(join(root, 'node_modules', '.package-lock.json'), 1000)
    expect(projectState(root)).toEqual({ nodeModules: true, lockfile: 2_000_000, installed: [1_000_000, undefined] })
    expect(installDecision(projectState(root)).install).toBe(true)

    writeFileSync(join(root, 'node_modules', STAMP), 'x')
    at(join(root, 'node_modules', STAMP), 3000)
    expect(installDecision(projectState(root)).install).toBe(false)
  })
})

describe("the project's scripts under ignore-scripts", () => {
  const project = new URL('..', import.meta.url)
  const scripts = (
    JSON.parse(readFileSync(new URL('package.json', project), 'utf8')) as { scripts: Record<string, string> }
  ).scripts

  it('runs no dependency install script (.npmrc), so start and test install first themselves, with no pre/post hook', () => {
    expect(readFileSync(new URL('.npmrc', project), 'utf8')).toMatch(/^ignore-scripts=true$/m)
    // npm skips a project's pre/post hooks under ignore-scripts: a pretest there would never run.
    const hooks = Object.keys(scripts).filter(
      (name) => /^(pre|post)/.test(name) && scripts[name.replace(/^(pre|post)/, '')] !== undefined,
    )
    expect(hooks).toEqual([])
    expect(scripts.start).toMatch(/^node scripts\/ensure-install\.mjs && /)
    expect(scripts.test).toMatch(/^node scripts\/ensure-install\.mjs && /)
  })
})
