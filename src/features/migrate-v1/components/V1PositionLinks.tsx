import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { V1Position } from '@/entities/v1'
import { MigrationRefusal } from './MigrationRefusal'

const linkClass = 'flex-1 rounded-xl bg-brand py-2 text-center font-semibold text-white'

/** A listed V1 position's ways on: 'Migrate' and 'Remove', or for the WETH/ETH pool the refusal with 'Remove'. */
export function V1PositionLinks({ position, refused }: { position: V1Position; refused: boolean }) {
  if (refused) return <MigrationRefusal exchange={position.exchange} />
  return (
    <div className="flex gap-2">
      <Link to="/migrate/v1/$address" params={{ address: position.exchange }} className={linkClass}>
        <Trans>Migrate</Trans>
      </Link>
      <Link to="/remove/v1/$address" params={{ address: position.exchange }} className={linkClass}>
        <Trans>Remove</Trans>
      </Link>
    </div>
  )
}
