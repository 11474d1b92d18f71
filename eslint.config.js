// @ts-check
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Strings in components that are never shown to anyone: Tailwind class lists (every word a utility: it holds a '-' or
 * ':' or is one of the bare utilities), URLs, paths and routes, ids and test ids, hex colours and CSS values. A shown
 * text (a sentence, a label, a word with a capital) matches none of these.
 */
const tailwindWord = String.raw`(?:[!\w.:/\[\]()%,#-]*[-:][!\w.:/\[\]()%,#-]*|flex|grid|block|inline|hidden|contents|truncate|underline|uppercase|lowercase|capitalize|italic|relative|absolute|fixed|sticky|border|rounded|shadow|grow|shrink|transition|invisible|visible|isolate|antialiased|static|ring|outline|sr-only|container)`
const notShown = [
  String.raw`^${tailwindWord}(?:\s+${tailwindWord})*$`,
  String.raw`^(?:https?:|mailto:|/|\./|#)\S*$`,
  String.raw`^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$`,
  String.raw`^rgba?\(`,
  // Hex: addresses and their placeholders, colours.
  String.raw`^(?:0x|#)[0-9a-fA-F]*$`,
  // Symbols and versions stay as they are in every language (issue 18): 'UNI', 'ETH', 'UNI-V2', 'UNI/ETH V1'.
  String.raw`^[\s/]*(?:ETH|WETH|UNI|UCASH|UNI-V2|V1|V2)$`,
]
/** Props and names whose values are ids, keys, routes or styles, never text. aria-label and the other aria texts stay checked. */
const notShownNames = [
  { regex: { pattern: '(?:^c|C)lass(?:Name|es)?$' } },
  'variant',
  'size',
  // The element a design-system component renders (Card, ErrorText).
  'as',
  'type',
  'to',
  'from',
  'params',
  'search',
  'key',
  'id',
  'testId',
  'data-testid',
  'href',
  'rel',
  'target',
  'role',
  'style',
  'dir',
  'inputMode',
  'autoComplete',
  'aria-haspopup',
  'aria-live',
  'aria-current',
  'aria-controls',
  'aria-describedby',
  'aria-labelledby',
  'aria-autocomplete',
  // Constants (CONFIRM_WORD: the word a user types stays as it is), codes and keys.
  { regex: { pattern: '^[A-Z][A-Z0-9_]+$' } },
  { regex: { pattern: 'Variant$' } },
  'seed',
  'outcome',
  'symbol',
  'queryKey',
  // SVG path data.
  'd',
]
/** Calls whose string arguments are codes, events, selectors or developer messages (errors are worded by toUserMessage). */
const notShownCalls = [
  'console.*',
  '*.addEventListener',
  '*.removeEventListener',
  '*.querySelector',
  '*.getElementById',
  '*.setAttribute',
  '*.hasAttribute',
  '*.scrollIntoView',
  '*.scrollToIndex',
  '*.includes',
  'Error',
  'createFileRoute',
  'useState',
  'toUserMessage',
  'i18n.date',
  'i18n.number',
  'lightTheme',
  'darkTheme',
  'setView',
  'displaySymbol',
  'holdFirstBlock',
]

/** Layers of ../shared/ARCHITECTURE.md, top to bottom; each may import only the layers listed for it. */
const layers = {
  app: ['routes', 'features', 'entities', 'components', 'lib', 'abis', 'config'],
  routes: ['features', 'entities', 'components', 'lib', 'abis', 'config'],
  features: ['entities', 'components', 'lib', 'abis', 'config'],
  entities: ['components', 'lib', 'abis', 'config'],
  components: ['lib', 'abis', 'config'],
  lib: ['abis', 'config'],
  abis: [],
  config: [],
}

/**
 * Import rules for src. Flat config gives a file a rule's options from the last block that sets them (they do not
 * merge), so each block below lists every pattern it means and these are shared.
 */
const featureIndexImport = {
  regex: '^@/features/[^/]+/.+',
  message: 'Import a feature through its index.ts (@/features/name).',
}
const otherFeatureImport = {
  regex: '^@/features/',
  message: 'A feature never imports another feature: move shared code to entities, or compose in the route.',
}
const leaveFeatureImport = {
  regex: '^(\\.\\./){2,}[^.]',
  message: 'Leave a feature only through the @/ alias of a lower layer.',
}
/** Test material (src/test: fixtures, kits, the hostile corpus) is for tests; in the app it would ship to users. */
const testMaterialImport = {
  regex: '^(?:@/test|(?:\\.{1,2}/)+test|(?:\\.{1,2}/)*src/test)(?:/|$)',
  message: 'Only tests import test material (src/test): production code must not load it.',
}
/** The same for import(): no-restricted-imports does not see it. (A selector's regex cannot hold a slash: \u002F.) */
const testMaterialDynamicImport = {
  selector:
    'ImportExpression[source.value=/^(?:@\\u002Ftest|(?:\\.{1,2}\\u002F)+test|(?:\\.{1,2}\\u002F)*src\\u002Ftest)(?:\\u002F|$)/]',
  message: testMaterialImport.message,
}
/** An index names what its slice exports: export * would pass on whatever a module adds, and hide where names live. */
const exportAll = {
  selector: 'ExportAllDeclaration',
  message: 'Re-export by name (types with export type): no export * in src.',
}
/** Test files in src: unit, devnet and render tests, benchmarks, and the test material itself. */
const srcTestFiles = ['src/**/*.test.{ts,tsx}', 'src/**/*.bench.{ts,tsx}', 'src/test/**']

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-devnet',
      'dist-devnet-*',
      'dist-ipfs',
      'dist-ipfs-devnet',
      'dist-ipfs-devnet-*',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'src/routeTree.gen.ts',
      'devnet/.cache',
      'devnet/.runtime',
      'bench/.out',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true, 'ts-nocheck': true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries, 'import-x': importX },
    settings: {
      // import-x must parse .ts/.tsx itself to follow imports (else no-cycle sees nothing).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // The TypeScript resolver knows the @/ alias, so no-cycle follows aliased imports too.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.json' }),
        importX.createNodeResolver(),
      ],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'routes', pattern: 'src/routes' },
        { type: 'features', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'entities', pattern: 'src/entities' },
        { type: 'components', pattern: 'src/components' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'abis', pattern: 'src/abis' },
        { type: 'config', pattern: 'src/config' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Import direction: nothing imports upward (ARCHITECTURE.md).
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: Object.entries(layers).map(([from, allowed]) => ({
            from: { element: { type: from } },
            disallow: {
              to: { element: { types: { noneOf: [from, ...allowed] } } },
            },
          })),
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // No export * (above); production files also may not import test material (src/test).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', exportAll] },
  },
  {
    // A feature never imports another feature, and nothing reaches into a feature past its index.ts.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureIndexImport] }] },
  },
  {
    // The same rules for production files, with test material kept out of them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: srcTestFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [featureIndexImport, testMaterialImport] }],
      'no-restricted-syntax': ['error', exportAll, testMaterialDynamicImport],
    },
  },
  {
    // Inside a feature: no other feature, and out of it only through the alias (production files: no test material).
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatureImport, leaveFeatureImport] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: srcTestFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherFeatureImport, leaveFeatureImport, testMaterialImport] }],
    },
  },
  {
    // A feature's devnet tests may also reach the devnet's test harness (client, manifest) at the repository's root.
    files: ['src/features/**/*.devnet.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            otherFeatureImport,
            {
              regex: '^(\\.\\./){2,}(?!devnet/)[^.]',
              message: 'Leave a feature only through the @/ alias of a lower layer (or the devnet harness).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every shown string in a component goes through Lingui (issue 18): JSX text, aria-label, placeholder, alt and
    // the texts passed to components. Tests, benchmarks and their kits (src/test) are not shown to users.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/**/*.bench.tsx', 'src/test/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: notShown,
          ignoreNames: notShownNames,
          ignoreFunctions: notShownCalls,
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has'],
        },
      ],
      'lingui/t-call-in-function': 'error',
    },
  },
  {
    // Specs take test and expect from the suite's base (e2e/fixtures/test.ts), which carries the suite-wide fixtures
    // (CSP violations, transaction targets): a spec importing Playwright's own would silently skip them.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures/test'.",
            },
          ],
        },
      ],
    },
  },
  // Layout is the formatter's (npm run format): no lint rule argues with it.
  prettier,
)
