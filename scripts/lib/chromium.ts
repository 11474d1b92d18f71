/**
 * The Chromium the end-to-end tests run: Debian's `/usr/bin/chromium` if installed, else Playwright's.
 * `ensureChromium` (before `npm test`'s end-to-end step) installs Playwright's when there is neither.
 */
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

export const NO_CHROMIUM =
  "No Chromium found: install Debian's chromium (apt-get install chromium) or run npx playwright install chromium"

export interface Chromium {
  source: 'system' | 'playwright'
  executablePath: string
}

/** Picks the first candidate that exists: the system's, then Playwright's (undefined when Playwright names none). */
export function pickChromium(
  candidates: { system: string; playwright: string | undefined },
  exists: (path: string) => boolean,
): Chromium | undefined {
  if (exists(candidates.system)) return { source: 'system', executablePath: candidates.system }
  if (candidates.playwright !== undefined && exists(candidates.playwright)) {
    return { source: 'playwright', executablePath: candidates.playwright }
  }
  return undefined
}

/** Where Playwright's own Chromium is (or would be) installed; undefined when this platform has none. */
function playwrightChromiumPath(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

/** The Chromium on this machine, if any. */
export function findChromium(): Chromium | undefined {
  return pickChromium({ system: SYSTEM_CHROMIUM, playwright: playwrightChromiumPath() }, existsSync)
}

export type EnsureResult = { ok: true; chromium: Chromium; installed: boolean } | { ok: false; message: string }

/** A Chromium to test with: the one found, else Playwright's after `install`; else one line saying what to install. */
export async function ensureChromium(
  find: () => Chromium | undefined,
  install: () => Promise<boolean>,
): Promise<EnsureResult> {
  const found = find()
  if (found) return { ok: true, chromium: found, installed: false }
  const after = (await install()) ? find() : undefined
  return after ? { ok: true, chromium: after, installed: true } : { ok: false, message: NO_CHROMIUM }
}
