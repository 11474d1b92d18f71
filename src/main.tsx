import './styles.css'
import { afterFirstPaint, nextTask, preloadBootChunks } from './app/boot/boot'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// index.html's static first screen paints first; then the app's chunks (and the landing route's) are preloaded, and the
// app starts and replaces it (src/app/boot). Preloads added before that frame held it back in two Lighthouse runs of five.
void afterFirstPaint().then(async () => {
  preloadBootChunks()
  const { start } = await import('./app/start')
  // The modules' evaluation and the app's start (the router's first load, the first render's start) in two tasks.
  await nextTask()
  start(root)
})
