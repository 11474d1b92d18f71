export { AccountStatus } from './components/AccountStatus'
