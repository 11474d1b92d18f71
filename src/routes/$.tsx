import { createFileRoute, redirect } from '@tanstack/react-router'

/** Any other path goes to the swap screen (spec route table). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true })
  },
})
