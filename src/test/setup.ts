import { i18n } from '@lingui/core'

// Unit tests read the English source texts (the macros keep them in test builds).
i18n.loadAndActivate({ locale: 'en', messages: {} })
