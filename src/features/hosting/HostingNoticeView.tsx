import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { HOSTING_NOTICE_ID, type HostingRisk, type PathGateway } from '@/lib/hosting'
import { subdomainGatewayUrl } from '@/lib/hosting/subdomainUrl'

const LINK = 'break-all font-semibold text-brand-dark underline underline-offset-2 dark:text-sky-300'

function PathGatewayText({ gateway }: { gateway: PathGateway }) {
  // The route of the moment goes with the link (hash routing: the route is in the hash, the language in the query).
  useRouterState({ select: (state) => state.location.href })
  const url = subdomainGatewayUrl(gateway, { search: window.location.search, hash: window.location.hash })
  const shared = `${gateway.protocol}//${gateway.host}/${gateway.namespace}/…`
  return (
    <>
      <p className="font-semibold">
        <Trans>Connecting a wallet and sending are off at this address.</Trans>
      </p>
      <p className="mt-1">
        <Trans>
          The app is open through a path gateway. Every site on that gateway ({shared}) shares this address and its
          storage, so any of them could change the app's settings and lists or get between you and your wallet.
        </Trans>
      </p>
      <p className="mt-1">
        {url ? (
          <Trans>
            Open the same app at its own address:{' '}
            <a className={LINK} href={url}>
              {url}
            </a>
          </Trans>
        ) : (
          <Trans>
            Open it from a subdomain gateway (an address like https://&lt;cid&gt;.ipfs.&lt;gateway&gt;/) or from the
            app's own domain.
          </Trans>
        )}
      </p>
    </>
  )
}

function FramedText({ ancestor }: { ancestor: string | undefined }) {
  const own = window.location.href
  return (
    <>
      <p className="font-semibold">
        <Trans>Sending is off while the app is inside another site.</Trans>
      </p>
      <p className="mt-1">
        {ancestor ? (
          <Trans>
            The app is shown in a frame on {ancestor}. That site can draw over the app and make you click what you did
            not mean to.
          </Trans>
        ) : (
          <Trans>
            The app is shown in a frame on another site. That site can draw over the app and make you click what you did
            not mean to.
          </Trans>
        )}{' '}
        <a className={LINK} href={own} target="_blank" rel="noopener noreferrer">
          <Trans>Open the app in its own tab</Trans>
        </a>
      </p>
    </>
  )
}

/** The notice itself (HostingNotice loads it): focusable, so a refused 'Connect Wallet' can bring it up. */
export default function HostingNoticeView({ risk }: { risk: Exclude<HostingRisk, { kind: 'none' }> }) {
  return (
    <div
      id={HOSTING_NOTICE_ID}
      role="alert"
      tabIndex={-1}
      data-testid="hosting-notice"
      data-kind={risk.kind}
      className="mx-auto mt-2 max-w-lg rounded-xl bg-red-100 px-4 py-3 text-sm wrap-anywhere text-red-900 outline-none focus:ring-2 focus:ring-red-700 dark:bg-red-900/40 dark:text-red-100"
    >
      {risk.kind === 'pathGateway' ? (
        <PathGatewayText gateway={risk.gateway} />
      ) : (
        <FramedText ancestor={risk.ancestor} />
      )}
    </div>
  )
}
