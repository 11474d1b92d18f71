import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/send')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/', search, replace: true })
  },
})
