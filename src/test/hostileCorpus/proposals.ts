/**
 * Hostile proposal descriptions (issues 17 and 39): on-chain markdown anyone may write. Rendered, each must run
 * nothing, load nothing, link only to absolute https: URLs (each showing its host), and render in bounded time however
 * large. Test data only.
 */
export interface HostileProposal {
  name: string
  description: string
  /** Link texts that must show as plain text, inside no link (their URL is not an absolute https: one). */
  textOnly?: readonly string[]
  /** Hosts the description's https links must show beside their texts, in order. */
  hosts?: readonly string[]
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
  'inline event handler':
    'Click <b onclick="window.__pwned=1">here</b> or <a href="#" onmouseover="window.__pwned=1">there</a>.',
  'javascript: link': '[click me](javascript:window.__pwned=1)',
  'javascript: link, mixed case and entity':
    '[a](JaVaScRiPt:alert(1)) [b](jav&#x09;ascript:alert(1)) [c](&#106;avascript:alert(1))',
  'javascript: autolink': '<javascript:alert(1)>',
  'javascript: reference link': '[click][evil]\n\n[evil]: javascript:window.__pwned=1',
  'data: and vbscript: links':
    '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [v](vbscript:msgbox(1))',
  'image from elsewhere': '![pixel](https://tracker.example/p.png)',
  'image with a javascript: source': '![x](javascript:window.__pwned=1)',
  'image as a reference': '![pixel][p]\n\n[p]: https://tracker.example/p.png',
  'link title with markup': '[link](https://gov.example "<img src=x onerror=alert(1)>")',
  'bidi override in a link text': '[safe.example\u202Elpmaxe.live](https://evil.example)',
  'bidi, zero-width and control characters in the text':
    '# Pay\u202E gnp.exe\n\nSend \u2066\u200Bthe\u0007 grant\u2069 to \u061Cus\uFEFF.\r\n\r\n- \u200Done',
  'huge: 200 kB of text': `# Long\n\n${'word '.repeat(40_000)}`,
  'huge: 5,000 links': Array.from({ length: 5_000 }, (_, i) => `[l${i}](https://gov.example/${i})`).join(' '),
  'huge: 300 nested quotes': `${'>'.repeat(300)} deep`,
  'huge: 1,000 nested lists': Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n'),
  'huge: 20,000 emphasis markers': '*'.repeat(20_000),
  'huge: 10,000 unclosed brackets': '['.repeat(10_000),
  'huge: 10,000 table columns': `|${' a |'.repeat(10_000)}\n|${' - |'.repeat(10_000)}`,
}

/** Links that are not absolute https: URLs (issue 39): each becomes its text. */
const TEXT_ONLY_LINKS: Record<string, { description: string; textOnly: string[] }> = {
  'protocol-relative link': {
    description: 'See the [forum mirror](//evil.example/forum) first.',
    textOnly: ['forum mirror'],
  },
  'protocol-relative autolink and reference': {
    description: '<//evil.example/auto> and [the mirror][m]\n\n[m]: //evil.example/ref',
    textOnly: ['//evil.example/auto', 'the mirror'],
  },
  'protocol-relative with backslashes': {
    description: '[back](\\\\\\\\evil.example/x) [slash-back](/\\evil.example/x)',
    textOnly: ['back', 'slash-back'],
  },
  'protocol-relative image': { description: '![pixel](//tracker.example/p.png)', textOnly: ['pixel'] },
  'http: link': {
    description: 'Read [the forum](http://gov.example/t/1) or <http://gov.example/auto>.',
    textOnly: ['the forum', 'http://gov.example/auto'],
  },
  'http: link, upper case': { description: '[shout](HTTP://GOV.EXAMPLE/)', textOnly: ['shout'] },
  'mailto: link': {
    description: '[write to us](mailto:support@evil.example) or <mailto:a@evil.example>',
    textOnly: ['write to us', 'mailto:a@evil.example'],
  },
  'app-relative links': {
    description:
      '[home](/) [swap all](/swap?exactAmount=1000000&recipient=0x000000000000000000000000000000000000dEaD) [up](../vote) [here](./x) [bare](vote/1) [query](?x=1) [top](#top)',
    textOnly: ['home', 'swap all', 'up', 'here', 'bare', 'query', 'top'],
  },
  'other schemes': {
    description:
      '[f](ftp://evil.example/x) [t](tel:+100) [i](ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi) [x](xmpp:a@evil.example) [r](irc://evil.example/c) [file](file:///etc/passwd) [blob](blob:https://evil.example/1) [ws](wss://evil.example/)',
    textOnly: ['f', 't', 'i', 'x', 'r', 'file', 'blob', 'ws'],
  },
}

/** https links whose text names another site: they stay links, and the host they open shows beside them. */
const HOST_SHOWN_LINKS: Record<string, { description: string; hosts: string[] }> = {
  'https link to a look-alike host': {
    description: '[https://uniswap.org](https://uniswap.org.evil.example/claim)',
    hosts: ['uniswap.org.evil.example'],
  },
  'https link with credentials before the host': {
    description: '[gov.example](https://gov.example@evil.example/)',
    hosts: ['evil.example'],
  },
  'https link to a homograph (Cyrillic a)': {
    description: '[uniswap.org](https://unisw\u0430p.org/)',
    hosts: ['xn--uniswp-7nf.org'],
  },
  'https link with a zero-width space in its host': {
    description: '[gov](https://gov\u200B.example/)',
    hosts: ['gov.example'],
  },
  'https: without slashes, and with a port': {
    description: '[a](https:evil.example/x) [b](https://evil.example:8443/)',
    hosts: ['evil.example', 'evil.example:8443'],
  },
}

export const hostileProposals: HostileProposal[] = [
  ...Object.entries(DESCRIPTIONS).map(([label, description]) => ({ name: `proposal: ${label}`, description })),
  ...Object.entries(TEXT_ONLY_LINKS).map(([label, entry]) => ({ name: `proposal: ${label}`, ...entry })),
  ...Object.entries(HOST_SHOWN_LINKS).map(([label, entry]) => ({ name: `proposal: ${label}`, ...entry })),
]
