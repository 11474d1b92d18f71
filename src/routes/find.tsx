import { createFileRoute } from '@tanstack/react-router'
import { FindScreen } from '@/features/liquidity'

export const Route = createFileRoute('/find')({ component: FindScreen })
