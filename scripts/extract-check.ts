/**
 * `npm run extract:check [-- --config <file>]`: fails when `lingui extract` would change en.po's message set (missing
 * or obsolete ids), using Lingui's own extractor; writes nothing.
 */
import { getConfig } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'
import { diffMessageIds } from './lib/extractDiff.ts'

const started = Date.now()
const configFlag = process.argv.indexOf('--config')
const configPath = configFlag >= 0 ? process.argv[configFlag + 1] : undefined
const config = getConfig({ cwd: process.cwd(), ...(configPath ? { configPath } : {}) })
const { sourceLocale } = config
if (!sourceLocale) throw new Error('lingui.config.ts names no sourceLocale')
const catalogs = await getCatalogs(config)
let failed = false
for (const catalog of catalogs) {
  const [extracted, stored] = await Promise.all([catalog.collect(), catalog.read(sourceLocale)])
  if (!extracted) throw new Error(`Lingui could not extract the messages of ${catalog.path}`)
  const { missing, obsolete } = diffMessageIds(extracted, stored ?? {})
  const file = `${catalog.path.replace(config.rootDir + '/', '')}.po`.replace('{locale}', sourceLocale)
  for (const message of missing) console.error(`missing from ${file}: ${JSON.stringify(message)}`)
  for (const message of obsolete) console.error(`obsolete in ${file}: ${JSON.stringify(message)}`)
  if (missing.length + obsolete.length > 0) failed = true
  else console.log(`${file}: ${Object.keys(extracted).length} messages, as in the source`)
}
console.log(`extract check: ${((Date.now() - started) / 1000).toFixed(1)} s`)
if (failed) {
  console.error(
    'The catalogues are out of date with the source: run `npm run extract` (and translate the new messages).',
  )
  process.exit(1)
}
