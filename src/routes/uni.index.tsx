import { createFileRoute } from '@tanstack/react-router'
import { RewardPoolsScreen } from '@/features/rewards'

export const Route = createFileRoute('/uni/')({ component: RewardPoolsScreen })
