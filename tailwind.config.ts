import type { Config } from 'tailwindcss'

// Breakpoints of the spec (section 9): 500, 720, 960 and 1280 px.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    screens: { sm: '500px', md: '720px', lg: '960px', xl: '1280px' },
    extend: {
      colors: {
        brand: { DEFAULT: '#1b66d2', dark: '#1a5bb8' },
      },
      maxWidth: { card: '420px' },
    },
  },
} satisfies Config
