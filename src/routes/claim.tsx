import { createFileRoute, redirect } from '@tanstack/react-router'

/** /claim opens the address-claim modal on the swap screen (the airdrop issue builds the modal; it reads ?claim=1). */
export const Route = createFileRoute('/claim')({
  beforeLoad: () => {
    throw redirect({ to: '/', search: { claim: '1' }, replace: true })
  },
})
