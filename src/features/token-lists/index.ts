export { ListsUpdater } from './components/ListsUpdater'
export { TokenPickerDialog } from './components/TokenPickerDialog'
