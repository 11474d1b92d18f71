/**
 * `npm run preview:devnet [-- --host H --port P --strictPort]`: the devnet production build served by `vite preview`
 * (default 127.0.0.1:4173). Needs a running devnet.
 */
import { bin, run, start } from './run.ts'

const passThrough = process.argv.slice(2)
const built = await run(bin('vite'), ['build', '--mode', 'devnet', '--outDir', 'dist-devnet'])
if (built !== 0) process.exit(built)
const preview = start(bin('vite'), ['preview', '--mode', 'devnet', '--outDir', 'dist-devnet', ...passThrough])
const stop = (): void => {
  preview.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
preview.on('exit', (code) => process.exit(code ?? 0))
