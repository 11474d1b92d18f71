import { createFileRoute } from '@tanstack/react-router'
import { MigrateV1ListScreen } from '@/features/migrate-v1'

export const Route = createFileRoute('/migrate/v1/')({ component: MigrateV1ListScreen })
