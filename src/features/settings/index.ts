export { ThemeToggle } from './ThemeToggle'
