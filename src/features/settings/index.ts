export { SettingsMenu } from './SettingsMenu'
export { ThemeToggle } from './ThemeToggle'
export { UrlWarningBanner } from './UrlWarningBanner'
