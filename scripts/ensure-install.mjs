#!/usr/bin/env node
/**
 * `prestart` / `pretest`: `npm install` when `node_modules` is missing or package-lock.json is newer than npm's hidden
 * lockfile and this script's stamp (so an install that rewrites the lockfile asks for no other). Built-ins only, as it
 * runs before anything is installed; UCASH_ENSURE_INSTALL in the child keeps it from recursing.
 */
import { spawnSync } from 'node:child_process'
import { statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Written into node_modules after an install this script ran. */
export const STAMP = '.ensure-install-stamp'

/**
 * Whether to install, and why (the state's fields are described in ensure-install.d.mts).
 * @param {{ nodeModules: boolean, lockfile: number | undefined, installed: (number | undefined)[] }} state
 * @returns {{ install: boolean, reason: string }}
 */
export function installDecision({ nodeModules, lockfile, installed }) {
  if (!nodeModules) return { install: true, reason: 'node_modules is missing' }
  const marks = installed.filter((mtime) => mtime !== undefined)
  if (marks.length === 0) return { install: true, reason: 'node_modules holds no completed install' }
  if (lockfile === undefined) return { install: false, reason: 'no package-lock.json to compare with' }
  if (lockfile > Math.max(...marks)) return { install: true, reason: 'package-lock.json is newer than node_modules' }
  return { install: false, reason: 'node_modules is up to date' }
}

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs
  } catch {
    return undefined
  }
}

/** The state of a project folder, as `installDecision` takes it. */
export function projectState(root) {
  const nodeModules = join(root, 'node_modules')
  return {
    nodeModules: mtime(nodeModules) !== undefined,
    lockfile: mtime(join(root, 'package-lock.json')),
    installed: [mtime(join(nodeModules, '.package-lock.json')), mtime(join(nodeModules, STAMP))],
  }
}

function main() {
  if (process.env.UCASH_ENSURE_INSTALL) return
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const decision = installDecision(projectState(root))
  if (process.argv.includes('--check')) {
    console.log(`${decision.install ? 'install' : 'skip'}: ${decision.reason}`)
    return
  }
  if (!decision.install) return
  console.log(`${decision.reason}: running npm install...`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, UCASH_ENSURE_INSTALL: '1' },
    shell: process.platform === 'win32',
  })
  if (result.status !== 0) {
    console.error(`npm install failed (${result.error?.message ?? `exit code ${result.status ?? result.signal}`}).`)
    process.exit(result.status || 1)
  }
  writeFileSync(join(root, 'node_modules', STAMP), `${new Date().toISOString()}\n`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
