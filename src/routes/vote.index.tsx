import { createFileRoute } from '@tanstack/react-router'
import { VoteListScreen } from '@/features/governance'

export const Route = createFileRoute('/vote/')({ component: VoteListScreen })
