import { createFileRoute } from '@tanstack/react-router'
import { PoolScreen } from '@/features/liquidity'

export const Route = createFileRoute('/liquidity')({ component: PoolScreen })
