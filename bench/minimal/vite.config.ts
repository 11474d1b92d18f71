import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))

/**
 * The minimal comparison app (bench/minimal): Vite's defaults and the React plugin, built into
 * node_modules/.cache/bench-minimal (ignored by git and by the linter, which would otherwise read the built chunks).
 * Two pages: index.html (the exchange's wallet list) and default.html (RainbowKit's getDefaultConfig).
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
