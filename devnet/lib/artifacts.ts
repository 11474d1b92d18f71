/**
 * Protocol contracts come from their official npm artifacts (Waffle for Uniswap, Truffle for the name service), never
 * our own source. Only test tokens no package ships are compiled from `devnet/contracts` with npm `solc`, cached under
 * `devnet/.cache` by a hash of sources and compiler.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { multicall3Abi, toFunctionSelector } from 'viem'

const require = createRequire(import.meta.url)
const here = dirname(fileURLToPath(import.meta.url))
const devnetDir = join(here, '..')

export interface Artifact {
  /** Where the artifact comes from: `package/path` for npm artifacts, `devnet/contracts/X.sol` for compiled ones. */
  source: string
  abi: Abi
  bytecode: Hex
  /** Runtime code as the artifact states it; absent for Vyper artifacts that only ship creation code. */
  deployedBytecode?: Hex
  /** Byte ranges of immutables inside the runtime code (solc `immutableReferences`). */
  immutableRanges: { start: number; length: number }[]
}

type ImmutableReferences = Record<string, { start: number; length: number }[]>

interface RawArtifact {
  abi: Abi
  evm?: {
    bytecode?: { object?: string; linkReferences?: Record<string, unknown> }
    deployedBytecode?: { object?: string; immutableReferences?: ImmutableReferences }
  }
  /** Waffle: the creation code again; Truffle: the creation code, the only place it has it. */
  bytecode?: string
  /** Truffle only. */
  deployedBytecode?: string
  /** Truffle only (solc >= 0.6.5). */
  immutableReferences?: ImmutableReferences
}

const withPrefix = (code: string): Hex => (code.startsWith('0x') ? code : `0x${code}`) as Hex

function fromRaw(source: string, raw: RawArtifact): Artifact {
  const bytecode = raw.evm?.bytecode?.object ?? raw.bytecode
  if (!bytecode || bytecode === '0x') throw new Error(`Artifact ${source} has no bytecode`)
  // Unlinked library placeholders (`__Name___...` or `__$hash$__`) are not hex. None of the artifacts the devnet
  // deploys needs linking; if one ever does, it must be linked here before it can be deployed.
  if (!/^(0x)?[0-9a-fA-F]*$/.test(bytecode) || Object.keys(raw.evm?.bytecode?.linkReferences ?? {}).length > 0) {
    throw new Error(`Artifact ${source} has unlinked libraries`)
  }
  const deployed = raw.evm?.deployedBytecode?.object ?? raw.deployedBytecode
  return {
    source,
    abi: raw.abi,
    bytecode: withPrefix(bytecode),
    deployedBytecode: deployed && deployed !== '0x' ? withPrefix(deployed) : undefined,
    immutableRanges: Object.values(
      raw.evm?.deployedBytecode?.immutableReferences ?? raw.immutableReferences ?? {},
    ).flat(),
  }
}

function npmArtifact(pkg: string, name: string, dir = 'build'): Artifact {
  const path = `${pkg}/${dir}/${name}.json`
  return fromRaw(path, require(path) as RawArtifact)
}

/** The official artifacts the devnet deploys, by the name used in the deployment script. */
export const official = {
  WETH9: npmArtifact('@uniswap/v2-periphery', 'WETH9'),
  UniswapV2Factory: npmArtifact('@uniswap/v2-core', 'UniswapV2Factory'),
  UniswapV2Pair: npmArtifact('@uniswap/v2-core', 'UniswapV2Pair'),
  UniswapV2Router02: npmArtifact('@uniswap/v2-periphery', 'UniswapV2Router02'),
  UniswapV1Factory: npmArtifact('@uniswap/v2-periphery', 'UniswapV1Factory'),
  UniswapV1Exchange: npmArtifact('@uniswap/v2-periphery', 'UniswapV1Exchange'),
  UniswapV2Migrator: npmArtifact('@uniswap/v2-periphery', 'UniswapV2Migrator'),
  /** Fee-on-transfer token: burns 1% of every transfer. */
  DeflatingERC20: npmArtifact('@uniswap/v2-periphery', 'DeflatingERC20'),
  /** OpenZeppelin 3 ERC-20 (18 decimals, name and symbol from the constructor). */
  TestERC20: npmArtifact('@uniswap/merkle-distributor', 'TestERC20'),
  MerkleDistributor: npmArtifact('@uniswap/merkle-distributor', 'MerkleDistributor'),
  StakingRewardsFactory: npmArtifact('@uniswap/liquidity-staker', 'StakingRewardsFactory'),
  StakingRewards: npmArtifact('@uniswap/liquidity-staker', 'StakingRewards'),
  Uni: npmArtifact('@uniswap/governance', 'Uni'),
  Timelock: npmArtifact('@uniswap/governance', 'Timelock'),
  GovernorAlpha: npmArtifact('@uniswap/governance', 'GovernorAlpha'),
  Multicall3: viemMulticall3(),
  // The name service (Truffle artifacts; no libraries to link). The registry, the FIFS registrar and the reverse
  // registrar (solc 0.5.0) from @ensdomains/ens; the public resolver (solc 0.7.4) from @ensdomains/resolver.
  ENSRegistry: npmArtifact('@ensdomains/ens', 'ENSRegistry', 'build/contracts'),
  FIFSRegistrar: npmArtifact('@ensdomains/ens', 'FIFSRegistrar', 'build/contracts'),
  ReverseRegistrar: withoutGetterInputs(npmArtifact('@ensdomains/ens', 'ReverseRegistrar', 'build/contracts'), 'ens'),
  PublicResolver: npmArtifact('@ensdomains/resolver', 'PublicResolver', 'build/contracts'),
} as const

/**
 * @ensdomains/ens 0.6.2's ReverseRegistrar ABI gives the getter `ens()` the constructor's inputs, a selector the code
 * lacks; the ABI entry loses them once the code is checked to dispatch `ens()`.
 */
function withoutGetterInputs(artifact: Artifact, name: string): Artifact {
  const selector = toFunctionSelector(`${name}()`).slice(2)
  if (!artifact.deployedBytecode?.includes(`63${selector}`))
    throw new Error(`${artifact.source}: the code has no ${name}()`)
  const abi = artifact.abi.map((item) =>
    item.type === 'function' && item.name === name ? { ...item, inputs: [] } : item,
  )
  return { ...artifact, abi }
}

/**
 * Multicall3's creation code as viem ships it (no other npm copy), read from the file: no public entry exports it.
 */
function viemMulticall3(): Artifact {
  const file = join(dirname(require.resolve('viem')), '..', '_esm', 'constants', 'contracts.js')
  const match = /export const multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(readFileSync(file, 'utf8'))
  if (!match?.[1]) throw new Error(`multicall3Bytecode not found in ${file}`)
  return {
    source: 'viem/_esm/constants/contracts.js',
    abi: multicall3Abi,
    bytecode: match[1] as Hex,
    immutableRanges: [],
  }
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, RawArtifact>>
}

interface Solc {
  version(): string
  compile(input: string): string
}

/** Compiles `devnet/contracts/*.sol` with the npm solc package, reusing the cached output when sources are unchanged. */
export function compileTestContracts(): Record<'TestToken' | 'Bytes32Token', Artifact> {
  const contractsDir = join(devnetDir, 'contracts')
  const files = readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort()
  const sources = Object.fromEntries(files.map((f) => [f, { content: readFileSync(join(contractsDir, f), 'utf8') }]))
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const key = createHash('sha256').update(solcVersion).update(JSON.stringify(sources)).digest('hex').slice(0, 16)
  const cacheDir = join(devnetDir, '.cache')
  const cacheFile = join(cacheDir, `contracts-${key}.json`)

  let output: SolcOutput
  if (existsSync(cacheFile)) {
    output = JSON.parse(readFileSync(cacheFile, 'utf8')) as SolcOutput
  } else {
    const solc = require('solc') as Solc
    const input = {
      language: 'Solidity',
      sources,
      settings: {
        optimizer: { enabled: true, runs: 200 },
        evmVersion: 'cancun',
        outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode'] } },
      },
    }
    output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
    const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
    if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(cacheFile, JSON.stringify(output))
  }

  const pick = (file: string, name: string): Artifact => {
    const raw = output.contracts[file]?.[name]
    if (!raw) throw new Error(`solc output lacks ${file}:${name}`)
    return fromRaw(`devnet/contracts/${file}`, raw)
  }
  return { TestToken: pick('TestToken.sol', 'TestToken'), Bytes32Token: pick('Bytes32Token.sol', 'Bytes32Token') }
}
