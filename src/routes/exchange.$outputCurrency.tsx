import { createFileRoute, redirect } from '@tanstack/react-router'

/** /exchange/{outputCurrency} -> / with outputCurrency in the query (spec route table). */
export const Route = createFileRoute('/exchange/$outputCurrency')({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/', search: { ...search, outputCurrency: params.outputCurrency }, replace: true })
  },
})
