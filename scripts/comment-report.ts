/**
 * `npm run comments -- [--lines N] [folders...]`: the share of characters in comments (default `src`) and every block
 * over N lines of text (default 3; a JSDoc's bare `/**` and `*\/` lines do not count), found by TypeScript's parser.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

interface Block {
  file: string
  line: number
  lines: number
}

const args = process.argv.slice(2)
const linesFlag = args.indexOf('--lines')
const maxLines = linesFlag >= 0 ? Number(args.splice(linesFlag, 2)[1]) : 3
const roots = args.length > 0 ? args : ['src']

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return /\.tsx?$/.test(path) ? [path] : []
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && name !== 'routeTree.gen.ts')
    .flatMap((name) => sourceFiles(join(path, name)))
}

/** Comment ranges of a file, each once: leading and trailing trivia of every token the parser made. */
function commentRanges(file: string, text: string): ts.CommentRange[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found = new Map<number, ts.CommentRange>()
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
    ])
      found.set(range.pos, range)
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...found.values()].sort((a, b) => a.pos - b.pos)
}

/** Lines of a comment that hold text, not only its delimiters. */
const textLines = (comment: string) => comment.split('\n').filter((line) => /[^\s/*]/.test(line)).length

/** Runs of `//` lines with nothing but blank space between them are one block; a `/* *\/` comment is one block. */
function blocks(file: string, text: string, ranges: ts.CommentRange[]): Block[] {
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length
  const result: Block[] = []
  let run: { start: number; end: number } | undefined
  const flush = () => {
    if (run) result.push({ file, line: run.start, lines: run.end - run.start + 1 })
    run = undefined
  }
  for (const range of ranges) {
    const start = lineOf(range.pos)
    const end = lineOf(range.end)
    if (range.kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      flush()
      result.push({ file, line: start, lines: textLines(text.slice(range.pos, range.end)) })
    } else if (run && start === run.end + 1 && /^\s*$/.test(text.slice(text.lastIndexOf('\n', range.pos), range.pos))) {
      run.end = end
    } else {
      flush()
      run = { start, end }
    }
  }
  flush()
  return result
}

let all = 0
let inComments = 0
const long: Block[] = []
for (const file of roots.flatMap(sourceFiles)) {
  const text = readFileSync(file, 'utf8')
  const ranges = commentRanges(file, text)
  all += text.length
  inComments += ranges.reduce((sum, range) => sum + range.end - range.pos, 0)
  long.push(...blocks(file, text, ranges).filter((block) => block.lines > maxLines))
}
for (const block of long) console.log(`${block.file}:${block.line}  ${block.lines} lines`)
const share = all === 0 ? 0 : (100 * inComments) / all
console.log(
  `${roots.join(' ')}: ${inComments} of ${all} characters in comments (${share.toFixed(1)}%); ` +
    `${long.length} blocks over ${maxLines} lines`,
)
