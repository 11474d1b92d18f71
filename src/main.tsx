import './styles.css'
import { afterFirstPaint, nextTask, opensLandingWithAmount, preloadBootChunks, warmNumberFormat } from './app/boot/boot'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// The static first screen paints before the chunks are preloaded (src/app/boot), except on a swap link with an amount,
// which is there for its quote: its chunks go at once, and the first number format is made while they download.
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
