import { describe, expect, it } from 'vitest'
import { digestFiles, filesNaming, firstDifference } from './reproducible.ts'

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text)

describe('reproducible builds', () => {
  const build = digestFiles([
    ['index.html', bytes('<html>')],
    ['assets/entry-abc.js', bytes('console.log(1)')],
    ['assets/entry-abc.js.map', bytes('{}')],
  ])

  it('digests each file by its bytes', () => {
    expect(build.get('assets/entry-abc.js')).toMatch(/^[0-9a-f]{64}$/)
    expect(build.get('index.html')).not.toBe(build.get('assets/entry-abc.js'))
    expect(digestFiles([['assets\\x.js', bytes('a')]]).get('assets/x.js')).toBe(
      digestFiles([['y', bytes('a')]]).get('y'),
    )
  })

  it('agrees on two builds with the same files and bytes, in any order', () => {
    const again = digestFiles([
      ['assets/entry-abc.js.map', bytes('{}')],
      ['index.html', bytes('<html>')],
      ['assets/entry-abc.js', bytes('console.log(1)')],
    ])
    expect(firstDifference(build, again)).toBeUndefined()
  })

  it('names the first file that differs, or that only one build has', () => {
    const changed = new Map(build)
      .set('assets/entry-abc.js.map', digestFiles([['m', bytes('{"x":1}')]]).get('m')!)
      .set('index.html', 'f'.repeat(64))
    expect(firstDifference(build, changed)).toMatch(
      /^assets\/entry-abc\.js\.map: the bytes differ \(sha256 [0-9a-f]{12}… and [0-9a-f]{12}…\)$/,
    )
    const renamed = new Map(build)
    renamed.delete('assets/entry-abc.js')
    renamed.set('assets/entry-def.js', build.get('assets/entry-abc.js')!)
    expect(firstDifference(build, renamed)).toBe('assets/entry-abc.js: only in the first build')
    expect(firstDifference(renamed, build)).toBe('assets/entry-abc.js: only in the second build')
  })

  it('finds the files that name the folder the build ran in', () => {
    const files: [string, Uint8Array][] = [
      ['a.js.map', bytes('{"sources":["/home/dev/ucash/src/main.tsx"]}')],
      ['b.js.map', bytes('{"sources":["../../src/main.tsx"]}')],
    ]
    expect(filesNaming(files, '/home/dev/ucash')).toEqual(['a.js.map'])
  })
})
