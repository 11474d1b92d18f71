import { i18n } from '@lingui/core'
import { setFormatLocale } from '@/lib/format/localeFormat'

// Unit tests read the English source texts (the macros keep them in test builds), and figures in English. This runs
// before every file, and the unit files share one module graph per worker (isolate: false): a file that switched
// language (activateLocale sets both) must not leave German separators to whichever file runs next on its worker.
i18n.loadAndActivate({ locale: 'en', messages: {} })
setFormatLocale('en')

// Dialogs load their code when one first opens (components/ui/Dialog); component tests render them at once.
if (typeof document !== 'undefined') await (await import('@/components/ui/Dialog')).preloadDialog()
