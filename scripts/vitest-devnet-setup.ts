/**
 * Global setup of the `devnet` Vitest project: one devnet on free ports for the run, its manifest provided to the tests
 * (`inject('devnetManifest')`), stopped at the end.
 */
import type { TestProject } from 'vitest/node'
import { type Manifest, startDevnet } from '../devnet/index.ts'
import { freePort } from './ports.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    devnetManifest: Manifest
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ port: await freePort(), httpPort: await freePort() })
  project.provide('devnetManifest', devnet.manifest)
  return () => devnet.stop()
}
