export { LanguageMenu, preloadLanguageMenu } from './LanguageMenu'
export { SettingsMenu } from './SettingsMenu'
export { ThemeToggle } from './ThemeToggle'
export { UrlWarningBanner } from './UrlWarningBanner'
