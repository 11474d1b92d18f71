/**
 * Starts one lane per worker: a devnet on free ports and the devnet build served by `vite preview`. The bundle is
 * built once while the devnets start, and copied and retargeted for the other lanes (scripts/lib/retargetBuild.ts).
 * Lanes go to workers in E2E_LANES; returns the teardown.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import type { FullConfig } from '@playwright/test'
import { type Devnet, startDevnet } from '../devnet/index.ts'
import { type DevnetPorts, retargetBuild } from '../scripts/lib/retargetBuild.ts'
import { devnetBuildEnv } from '../scripts/lib/staticBuild.ts'
import { freePort } from '../scripts/ports.ts'
import { bin, run } from '../scripts/run.ts'
import { LANES_ENV, type Lane } from './fixtures/devnet'

const BUILD_DIR = 'dist-devnet'

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Distinct free ports: a devnet's two and a preview's, per lane. */
async function distinctPorts(count: number): Promise<number[]> {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

const urlsOf = (ports: DevnetPorts) => ({
  rpcUrl: `http://127.0.0.1:${ports.rpc}`,
  claimDataUrl: `http://127.0.0.1:${ports.services}/claims`,
})

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const laneCount = Math.max(1, config.workers)
  const free = await distinctPorts(3 * laneCount)
  const lanes = Array.from({ length: laneCount }, (_, i) => ({
    devnet: { rpc: free[3 * i]!, services: free[3 * i + 1]! } satisfies DevnetPorts,
    previewPort: free[3 * i + 2]!,
  }))
  const devnets: Devnet[] = []
  const previews: ChildProcess[] = []
  const teardown = async (): Promise<void> => {
    for (const preview of previews) if (preview.pid && preview.exitCode === null) process.kill(-preview.pid, 'SIGTERM')
    await Promise.all(devnets.map((devnet) => devnet.stop()))
  }
  try {
    const [started, built] = await Promise.all([
      Promise.allSettled(lanes.map(({ devnet }) => startDevnet({ port: devnet.rpc, httpPort: devnet.services }))),
      run(bin('vite'), ['build', '--mode', 'devnet', '--outDir', BUILD_DIR], devnetBuildEnv(urlsOf(lanes[0]!.devnet))),
    ])
    for (const result of started) if (result.status === 'fulfilled') devnets.push(result.value)
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    if (built !== 0) throw new Error(`the devnet build failed (exit code ${built})`)

    const served: Lane[] = []
    for (const [i, lane] of lanes.entries()) {
      const dir = i === 0 ? BUILD_DIR : `${BUILD_DIR}-${i}`
      if (i > 0) {
        rmSync(dir, { recursive: true, force: true })
        retargetBuild(BUILD_DIR, dir, lanes[0]!.devnet, lane.devnet)
      }
      const preview = spawn(
        bin('vite'),
        ['preview', '--mode', 'devnet', '--outDir', dir, '--port', String(lane.previewPort), '--strictPort'],
        {
          stdio: ['ignore', 'inherit', 'inherit'],
          detached: true,
        },
      )
      previews.push(preview)
      served.push({ baseURL: `http://127.0.0.1:${lane.previewPort}`, manifestPath: devnets[i]!.manifestPath })
    }
    await Promise.all(served.map(({ baseURL }, i) => waitForHttp(`${baseURL}/`, previews[i]!, 60_000)))
    process.env[LANES_ENV] = JSON.stringify(served)
    // Lane 0's URL for what runs on one worker with the config's baseURL (the benchmarks, playwright.bench.config.ts).
    process.env.E2E_BASE_URL = served[0]!.baseURL
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
