import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { bin } from '../run.ts'

/** `vite build` as a release would run it, with the devnet asked for by the environment. */
const build = (mode: string) =>
  spawnSync(bin('vite'), ['build', '--mode', mode, '--outDir', 'dist-never-written', '--logLevel', 'error'], {
    env: { ...process.env, VITE_DEVNET: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  })

describe('a release build asked for the devnet', () => {
  it.each(['production', 'ipfs'])('stops in mode %s before building, saying why', (mode) => {
    const result = build(mode)
    expect(result.status).not.toBe(0)
    expect(`${result.stdout}${result.stderr}`).toContain(`VITE_DEVNET is set for a build in mode '${mode}'`)
  })
})
