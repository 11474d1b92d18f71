export { Popups } from './components/Popups'
export { RecentTransactions } from './components/LazyRecentTransactions'
export { TransactionWatcher } from './components/TransactionWatcher'
