import { keccak256, toHex } from 'viem'

/** Hue 0-359 from the address, so one token always gets the same colour. */
const hueOf = (seed: string): number => Number.parseInt(keccak256(toHex(seed.toLowerCase())).slice(2, 6), 16) % 360

/** A token without a reachable logo: a disc coloured from its address, with its symbol's first letters, drawn here. */
export function GeneratedTokenIcon({ seed, label, size }: { seed: string; label: string; size: number }) {
  const hue = hueOf(seed)
  const initials = Array.from(label).slice(0, 3).join('').toUpperCase()
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      data-testid="generated-token-icon"
      className="shrink-0"
    >
      <circle cx="16" cy="16" r="16" fill={`hsl(${hue} 65% 45%)`} />
      <text
        x="16"
        y="16"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize={initials.length > 2 ? 9 : 12}
        fontWeight="600"
        fill="white"
      >
        {initials}
      </text>
    </svg>
  )
}
