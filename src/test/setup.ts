import { i18n } from '@lingui/core'

// Unit tests read the English source texts (the macros keep them in test builds).
i18n.loadAndActivate({ locale: 'en', messages: {} })

// Dialogs load their code when one first opens (components/ui/Dialog); component tests render them at once.
if (typeof document !== 'undefined') await (await import('@/components/ui/Dialog')).preloadDialog()
