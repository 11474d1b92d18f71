import { createFileRoute, redirect } from '@tanstack/react-router'
import { ProposalScreen } from '@/features/governance'

export const Route = createFileRoute('/vote/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,8}$/.test(params.id)) throw redirect({ to: '/vote', replace: true })
  },
  component: ProposalRoute,
})

function ProposalRoute() {
  const { id } = Route.useParams()
  return <ProposalScreen id={Number(id)} />
}
