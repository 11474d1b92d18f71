// @ts-check
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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

export default tseslint.config(
  { ignores: ['dist', 'dist-devnet', 'node_modules', 'coverage', 'playwright-report', 'test-results', 'src/routeTree.gen.ts', 'devnet/.cache', 'devnet/.runtime', 'bench/.out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true, 'ts-nocheck': true }],
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
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' }), importX.createNodeResolver()],
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
    // A feature never imports another feature, and nothing reaches into a feature past its index.ts.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/[^/]+/.+', message: 'Import a feature through its index.ts (@/features/name).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/', message: 'A feature never imports another feature: move shared code to entities, or compose in the route.' },
            { regex: '^(\\.\\./){2,}[^.]', message: 'Leave a feature only through the @/ alias of a lower layer.' },
          ],
        },
      ],
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
            { regex: '^@/features/', message: 'A feature never imports another feature: move shared code to entities, or compose in the route.' },
            { regex: '^(\\.\\./){2,}(?!devnet/)[^.]', message: 'Leave a feature only through the @/ alias of a lower layer (or the devnet harness).' },
          ],
        },
      ],
    },
  },
)
