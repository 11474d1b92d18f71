import { bench, describe } from 'vitest'
import { pickLocale } from './pickLocale'

describe('pickLocale', () => {
  bench('?lng= given', () => {
    pickLocale('?theme=dark&lng=de-AT', ['en-US', 'en'])
  })
  bench('browser languages, none supported', () => {
    pickLocale('', ['fr-FR', 'fr', 'it-IT', 'es'])
  })
})
