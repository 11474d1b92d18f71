export { ThemeToggle } from './ThemeToggle'
export { UrlWarningBanner } from './UrlWarningBanner'
