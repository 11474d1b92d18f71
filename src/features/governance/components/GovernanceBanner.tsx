import { Trans } from '@lingui/react/macro'

/** Where the banner's read-more link goes: the governance docs of the protocol this app forks. */
const GOVERNANCE_DOCS_URL = 'https://docs.uniswap.org/concepts/governance/overview'

/** The /vote banner (spec 2): governance tokens are voting shares, with a read-more link. */
export function GovernanceBanner() {
  return (
    <section className="rounded-2xl bg-brand/10 p-4 text-sm text-brand-dark dark:text-sky-200">
      <h2 className="mb-1 text-lg font-semibold">
        <Trans>UCASH Governance</Trans>
      </h2>
      <p>
        <Trans>
          UCASH tokens represent voting shares in UCASH governance. You can vote on each proposal yourself or delegate
          your votes to a third party.
        </Trans>
      </p>
      <a
        href={GOVERNANCE_DOCS_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-block font-semibold underline"
      >
        <Trans>Read more about UCASH governance</Trans>
      </a>
    </section>
  )
}
