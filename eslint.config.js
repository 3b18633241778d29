// @ts-check
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { existsSync, readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'
import { cyclesPlugin } from './scripts/lint/import-cycles.mjs'
import { i18nPlugin } from './scripts/lint/no-hard-coded-text.mjs'

const clientDirs = ['./src/app', './src/features', './src/components', './src/lib', './src/main.tsx', './src/boot.ts']
// every folder under src/features is a feature: a new one is inside the no-cross-feature rule from its first file
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
// UI text must come from a catalogue in the layout, the shared components, and every feature that has a catalogue
// of its own (src/features/<name>/messages/en.json): a feature is checked from the moment it is translated
const translatedFeatures = features.filter((name) =>
  existsSync(new URL(`./src/features/${name}/messages/en.json`, import.meta.url)),
)
const translatedFiles = [
  'src/app/**/*.tsx',
  'src/components/**/*.tsx',
  ...translatedFeatures.map((name) => `src/features/${name}/**/*.tsx`),
]

const classicZod = {
  name: 'zod',
  message: "Import from 'zod/mini': classic zod cannot be tree-shaken and adds ~16 KB gzip to the dashboard.",
}

export default tseslint.config(
  // generated: src/server/openapi/generated (openapi-typescript's output, checked by its test)
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'playwright-report',
      'test-results',
      'node_modules',
      'src/server/openapi/generated',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // plain JavaScript files (configs, scripts) are linted without a tsconfig of their own
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, cycles: cyclesPlugin },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // import-x/no-cycle skips type imports (no option turns that off): cycles.no-import-cycle counts them too
      'import-x/no-cycle': 'error',
      'cycles/no-import-cycle': 'error',
      'no-restricted-imports': ['error', { paths: [classicZod] }],
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // shared/ is isomorphic: it imports nothing from either runtime
            { target: './src/shared', from: ['./src/server', ...clientDirs] },
            // the server never reaches into the client, the client never into the server
            { target: './src/server', from: clientDirs },
            { target: clientDirs, from: './src/server' },
            // dependencies flow app → features → components/lib → shared
            { target: ['./src/components', './src/lib'], from: ['./src/app', './src/features'] },
            // lib/ is the bottom of the client: it imports no UI (its own tests may render a component)
            { target: './src/lib/!(*.test).{ts,tsx}', from: './src/components' },
            { target: './src/features', from: './src/app' },
            // features do not import each other
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/{app,features,components,lib}/**/*.{ts,tsx}', 'src/main.tsx', 'src/boot.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/{app,features,components,lib}/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: {
      // This rule protects code compiled by the React Compiler, which this project does not use; it would flag
      // every TanStack Table component (the table instance is mutable by design).
      'react-hooks/incompatible-library': 'off',
    },
  },
  // The dashboard imports what it asks the API with from shared/api/requests (paths, parameter values, limits) and
  // only types from the schema modules beside it: a value import of a schema module brings its schemas, and with
  // them the validation library (≈10 KB gzip), into every page. The server validates; the browser reads JSON.
  ...[
    { files: ['src/{app,components,lib,features}/**/*.{ts,tsx}'], schemaModules: '(^|/)shared/api/' },
    { files: ['src/shared/{screener,reports,auctions}/**/*.ts'], schemaModules: '^\\.\\./api/' },
  ].map(({ files, schemaModules }) => ({
    files,
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod/mini', allowTypeImports: true, message: 'The dashboard does not validate with zod.' }],
          patterns: [
            {
              regex: `${schemaModules}(?!requests/|auction-options$)[^/]+$`,
              allowTypeImports: true,
              message: "Import values from 'shared/api/requests/…' (no schemas); types may come from here.",
            },
          ],
        },
      ],
    },
  })),
  {
    // Code the first screen loads (and pages other than the screener) prints or builds conditions only: the barrel
    // of the where language is reachable from the entry chunk then, and the bundler puts the whole language (parser,
    // analyser, English messages, ≈7 KB gzip) into the JavaScript of every page.
    files: ['src/{app,components,lib}/**/*.{ts,tsx}', `src/features/!(screener)/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [
            {
              regex: '(^|/)shared/where(/index)?$',
              message: "Import the part used ('shared/where/print', 'shared/where/build'), not the whole language.",
            },
          ],
        },
      ],
    },
  },
  {
    // Testing Library's getBy/findBy queries throw when nothing matches, so `expect(getBy…).toBeTruthy()` cannot
    // fail and a query standing alone states no intent: assert what a person would notice (jest-dom's
    // toBeVisible, toHaveTextContent, toHaveAttribute ...) or the content itself.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/] > MemberExpression.callee > CallExpression.object[callee.name='expect'] CallExpression[callee.property.name=/^(get|find)(All)?By/]",
          message: 'A getBy/findBy query already throws when nothing matches: assert toBeVisible() or the content.',
        },
        {
          selector:
            'ExpressionStatement > CallExpression[callee.property.name=/^getBy/], ExpressionStatement > AwaitExpression > CallExpression[callee.property.name=/^findBy/]',
          message: 'A query alone asserts nothing a reader can see: wrap it in expect(...) with the expected state.',
        },
      ],
    },
  },
  {
    files: translatedFiles,
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-hard-coded-text': 'error' },
  },
  {
    // config files are loaded by their tools through a default export
    files: ['*.config.{ts,js}'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
)
