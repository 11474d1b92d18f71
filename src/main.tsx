import './styles.css'
import { afterFirstPaint, nextTask, opensLandingWithAmount, preloadBootChunks, warmNumberFormat } from './app/boot/boot'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// index.html's static first screen paints before the app's chunks are preloaded, as earlier preloads hold that frame
// back (src/app/boot). A swap link with an amount is there for its quote: its chunks are asked for at once, and the
// tab's first number format (which loads the engine's number data) is made while they download, not in the quote's
// frame.
const quoteLink = opensLandingWithAmount(location)
void (quoteLink ? Promise.resolve() : afterFirstPaint()).then(async () => {
  preloadBootChunks()
  if (quoteLink) setTimeout(warmNumberFormat, 0)
  // Evaluation and start in separate tasks, so none is a long one: the chain layer (it imports nothing of the app's),
  // React's renderer, the app's own modules, then the start.
  await import('./lib/chain/readClient')
  await nextTask()
  await import('react-dom/client')
  await nextTask()
  const { start } = await import('./app/start')
  await nextTask()
  await start(root)
})
