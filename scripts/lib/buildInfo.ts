/**
 * The version and commit shown in the header menu: package.json's version and the commit checked out, so two builds
 * of one commit match.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** `git rev-parse --short=12 HEAD` in `folder`, or 'unknown' where git is missing or the folder is not a repository. */
export function commitOf(folder: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return /^[0-9a-f]{12}$/.test(commit) ? commit : 'unknown'
  } catch {
    return 'unknown'
  }
}

export function versionOf(folder: string): string {
  const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version?: unknown }
  return typeof version === 'string' ? version : 'unknown'
}
