/**
 * `BigNumber` as far as the Uniswap SDKs use it (comparing optional fee-on-transfer rates with zero), on native bigint,
 * so ethers' big-number library stays off the swap page.
 */
export class BigNumber {
  private constructor(private readonly value: bigint) {}

  static from(value: BigNumber | bigint | number | string): BigNumber {
    return value instanceof BigNumber ? value : new BigNumber(BigInt(value))
  }

  static isBigNumber(value: unknown): value is BigNumber {
    return value instanceof BigNumber
  }

  gt(other: BigNumber | bigint | number | string): boolean {
    return this.value > BigNumber.from(other).value
  }

  gte(other: BigNumber | bigint | number | string): boolean {
    return this.value >= BigNumber.from(other).value
  }

  lt(other: BigNumber | bigint | number | string): boolean {
    return this.value < BigNumber.from(other).value
  }

  lte(other: BigNumber | bigint | number | string): boolean {
    return this.value <= BigNumber.from(other).value
  }

  eq(other: BigNumber | bigint | number | string): boolean {
    return this.value === BigNumber.from(other).value
  }

  isZero(): boolean {
    return this.value === 0n
  }

  toBigInt(): bigint {
    return this.value
  }

  toNumber(): number {
    return Number(this.value)
  }

  toString(): string {
    return this.value.toString()
  }
}
