import './styles.css'
import { afterFirstPaint, preloadBootChunks } from './app/boot/boot'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// index.html's static first screen paints while the app's chunks (and the landing route's) download; the app then
// starts and replaces it (src/app/boot).
preloadBootChunks()
void afterFirstPaint().then(async () => {
  const { start } = await import('./app/start')
  start(root)
})
