/** Seeded randomness for property tests and benches (the swap model's): the same inputs on every run. */

/** A deterministic PRNG (mulberry32): numbers in [0, 1), the same sequence for a seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A random bigint in [min, max] from a PRNG, its digit count uniform (so every magnitude shows up). */
export function randomBigInt(random: () => number, min: bigint, max: bigint): bigint {
  const [fewest, most] = [min.toString().length, max.toString().length]
  const digits = fewest + Math.floor(random() * (most - fewest + 1))
  let text = String(1 + Math.floor(random() * 9))
  for (let i = 1; i < digits; i++) text += String(Math.floor(random() * 10))
  const value = BigInt(text)
  return value < min ? min : value > max ? max : value
}
