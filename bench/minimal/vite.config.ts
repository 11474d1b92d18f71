import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))

/**
 * The minimal comparison app: Vite's defaults and the React plugin, built into node_modules/.cache/bench-minimal (out
 * of git and lint); index.html (the exchange's wallet list) and default.html (getDefaultConfig).
 */
export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [react()],
  build: {
    outDir: here('../../node_modules/.cache/bench-minimal'),
    emptyOutDir: true,
    rolldownOptions: { input: { index: here('index.html'), default: here('default.html') } },
  },
  logLevel: 'warn',
})
