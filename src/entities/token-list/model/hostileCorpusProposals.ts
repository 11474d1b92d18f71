/**
 * Hostile proposal descriptions (issue 17): on-chain markdown anyone may write. Rendered, each must run nothing, load
 * nothing, link only to https: URLs, and render in bounded time however large. Test data only.
 */
export interface HostileProposal {
  name: string
  description: string
}

const DESCRIPTIONS: Record<string, string> = {
  'script element': '# Title\n\n<script>window.__pwned=1</script>',
  'script split over lines': '<scr\nipt>window.__pwned=1</scr\nipt>',
  'img onerror': '<img src=x onerror="window.__pwned=1">',
  'svg onload': '<svg><script>window.__pwned=1</script></svg>\n\n<svg onload="window.__pwned=1"/>',
  iframe: '<iframe src="https://evil.example/frame"></iframe>',
  'object and embed': '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  'style element': '<style>body{background:url(https://evil.example/track.png)}</style>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  'base href': '<base href="https://evil.example/">\n\n[relative](/path)',
  'form with a button': '<form action="https://evil.example/steal"><button>Claim</button></form>',
  'inline event handler': 'Click <b onclick="window.__pwned=1">here</b> or <a href="#" onmouseover="window.__pwned=1">there</a>.',
  'javascript: link': '[click me](javascript:window.__pwned=1)',
  'javascript: link, mixed case and entity': '[a](JaVaScRiPt:alert(1)) [b](jav&#x09;ascript:alert(1)) [c](&#106;avascript:alert(1))',
  'javascript: autolink': '<javascript:alert(1)>',
  'javascript: reference link': '[click][evil]\n\n[evil]: javascript:window.__pwned=1',
  'data: and vbscript: links': '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [v](vbscript:msgbox(1))',
  'image from elsewhere': '![pixel](https://tracker.example/p.png)',
  'image with a javascript: source': '![x](javascript:window.__pwned=1)',
  'image as a reference': '![pixel][p]\n\n[p]: https://tracker.example/p.png',
  'link title with markup': '[link](https://gov.example "<img src=x onerror=alert(1)>")',
  'bidi override in a link text': '[safe.example\u202Elpmaxe.live](https://evil.example)',
  'huge: 200 kB of text': `# Long\n\n${'word '.repeat(40_000)}`,
  'huge: 5,000 links': Array.from({ length: 5_000 }, (_, i) => `[l${i}](https://gov.example/${i})`).join(' '),
  'huge: 300 nested quotes': `${'>'.repeat(300)} deep`,
  'huge: 1,000 nested lists': Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n'),
  'huge: 20,000 emphasis markers': '*'.repeat(20_000),
  'huge: 10,000 unclosed brackets': '['.repeat(10_000),
  'huge: 10,000 table columns': `|${' a |'.repeat(10_000)}\n|${' - |'.repeat(10_000)}`,
}

export const hostileProposals: HostileProposal[] = Object.entries(DESCRIPTIONS).map(([label, description]) => ({ name: `proposal: ${label}`, description }))
