import { createFileRoute, redirect } from '@tanstack/react-router'
import { SettingsMenu } from '@/features/settings'
import { AddScreen } from '@/features/liquidity'
import { normaliseLiquidityPath } from '@/lib/url'

export const Route = createFileRoute('/add/{-$currencyIdA}/{-$currencyIdB}')({
  beforeLoad: ({ params }) => {
    const fixed = normaliseLiquidityPath(params.currencyIdA, params.currencyIdB)
    if (fixed)
      throw redirect({
        to: '/add/{-$currencyIdA}/{-$currencyIdB}',
        params: { currencyIdA: fixed[0], currencyIdB: fixed[1] },
        replace: true,
      })
  },
  component: AddRoute,
})

function AddRoute() {
  const { currencyIdA, currencyIdB } = Route.useParams()
  return (
    <AddScreen
      {...(currencyIdA ? { currencyIdA } : {})}
      {...(currencyIdB ? { currencyIdB } : {})}
      create={false}
      settings={<SettingsMenu />}
    />
  )
}
