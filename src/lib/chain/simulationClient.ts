import type { Account, Chain, EstimateContractGasParameters, PublicClient, Transport } from 'viem'
import { estimateContractGas, simulateContract } from 'viem/actions'
import type { WagmiClient } from './readClient'

/** The reads a write makes before it is sent: its gas estimate, and the static call that explains a failed one. */
export type SimulationClient = Pick<
  PublicClient<Transport, Chain | undefined, Account | undefined>,
  'estimateContractGas' | 'simulateContract'
>

/**
 * A wagmi client's gas estimate and simulation, apart from `readClient`: viem's gas estimate brings its transaction
 * preparation (fees, nonce, formatters) with it, which a page that only reads never runs. Only the write path imports
 * this, and the write path loads when a write is sent.
 */
export function simulationClient(client: WagmiClient): SimulationClient {
  return {
    // The public client's method is generic in the chain as well; this client's chain is fixed (viem's own public
    // actions widen the arguments the same way).
    estimateContractGas: (args) => estimateContractGas(client, args as EstimateContractGasParameters),
    simulateContract: (args) => simulateContract(client, args),
  }
}
