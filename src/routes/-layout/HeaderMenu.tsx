import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { useModalStore } from '@/entities/modal'
import { LanguageMenu, preloadLanguageMenu } from '@/features/settings'
import { Button, Dialog, Icon } from '@/components/ui'

export const COMMUNITY_CHAT_URL = 'https://discord.gg/ucash'
const version = __APP_VERSION__
const commit = __COMMIT__

/**
 * The header menu at every width: the interface language (its list loaded on first hover, focus or open), on phones
 * the links that do not fit, and the build's version and commit.
 */
export function HeaderMenu() {
  const { t } = useLingui()
  const open = useModalStore((state) => state.openModal === 'menu')
  const toggleModal = useModalStore((state) => state.toggleModal)
  const closeModal = useModalStore((state) => state.closeModal)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        aria-label={t`Menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void preloadLanguageMenu()}
        onFocus={() => void preloadLanguageMenu()}
        onClick={() => toggleModal('menu')}
      >
        <Icon name="more" className="text-base" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : closeModal())}
        title={<Trans>Menu</Trans>}
        closeLabel={t`Close`}
        returnFocusRef={button}
      >
        <div className="flex flex-col gap-4">
          <LanguageMenu />
          <ul className="flex flex-col gap-2 md:hidden">
            <li>
              <a
                href={COMMUNITY_CHAT_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-xl px-3 py-2 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <Trans>Community chat</Trans>
              </a>
            </li>
          </ul>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            <Trans>
              Version {version} (commit {commit})
            </Trans>
          </p>
        </div>
      </Dialog>
    </>
  )
}
