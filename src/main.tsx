import './styles.css'
import { afterFirstPaint, nextTask, opensLandingWithAmount, preloadBootChunks, warmNumberFormat } from './app/boot/boot'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// index.html's static first screen paints first; then the app's chunks (and the landing route's) are preloaded, and the
// app starts and replaces it (src/app/boot). Preloads added before that frame held it back in two Lighthouse runs of five.
// A swap link with an amount is there for its quote, not that frame: its chunks are asked for at once, and the tab's
// first number format (the engine's number data, 20-50 ms) is made in a task of its own while they download, not in
// the frame that paints the quote.
const quoteLink = opensLandingWithAmount(location)
void (quoteLink ? Promise.resolve() : afterFirstPaint()).then(async () => {
  preloadBootChunks()
  if (quoteLink) setTimeout(warmNumberFormat, 0)
  // The modules' evaluation, then the app's start (the router made, then its first load and the first render's start),
  // in five tasks, not one long one: the chain layer's chunk first (viem, wagmi, Query, zod; it imports nothing of the
  // app's), React's renderer, then the app's own.
  await import('./lib/chain/readClient')
  await nextTask()
  await import('react-dom/client')
  await nextTask()
  const { start } = await import('./app/start')
  await nextTask()
  await start(root)
})
