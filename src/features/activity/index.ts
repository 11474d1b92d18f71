export { Popups } from './components/Popups'
export { RecentTransactions } from './components/RecentTransactions'
export { TransactionWatcher } from './components/TransactionWatcher'
