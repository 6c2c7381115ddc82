// One lint configuration for the monorepo: type-checked TypeScript rules, React hooks, accessibility,
// imports, and the dependency rules of docs/architecture.md enforced as import boundaries.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webEntities = readdirSync(new URL('./apps/web/src/entities', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Entities every other entity may build on (a review's keys nest under its game's; unlinking a store rereads the profile). */
const BASE_ENTITIES = ['catalog', 'accounts'];

const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
  '**/testing/**',
  '**/src/test/**',
  'apps/api/test/**',
  'apps/api/bench/**',
];
const TOOL_FILES = [
  '*.config.{js,ts}',
  'scripts/**',
  'tests/**',
  '.storybook/**',
  '**/vite.config.ts',
  '**/drizzle.config.ts',
  '**/build.mjs',
];

/** Every zone: importing anything under `from` (but `except`) from a file under `target` is an error. */
const boundaryZones = [
  // Web: code flows lib/, config/ (infrastructure) -> entities/ (domains) -> components/ -> features/ -> app/.
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'A web feature never imports another feature: move the shared query or view helper to entities/<domain>/, the shared UI to components/, or compose them in app/.',
  })),
  {
    target: ['./apps/web/src/lib', './apps/web/src/config'],
    from: ['./apps/web/src/entities', './apps/web/src/components', './apps/web/src/features', './apps/web/src/app'],
    message: 'lib/ and config/ are infrastructure: they never import domains (entities/), components, features or the app.',
  },
  {
    target: './apps/web/src/entities',
    from: ['./apps/web/src/components', './apps/web/src/features', './apps/web/src/app'],
    message: 'entities/ holds domain queries, keys and view helpers: it never imports components, features or the app.',
  },
  ...webEntities.map((entity) => ({
    target: `./apps/web/src/entities/${entity}`,
    from: './apps/web/src/entities',
    except: [`./${entity}`, ...(BASE_ENTITIES.includes(entity) ? [] : BASE_ENTITIES.map((base) => `./${base}`))],
    message: `An entity imports only itself and the base entities (${BASE_ENTITIES.join(', ')}); the base entities import no other.`,
  })),
  {
    target: './apps/web/src/components',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared web components never import features or the app.',
  },
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features never import the app layer.' },
  // The design system and the contract import nothing of ours.
  {
    target: './packages/ui/src',
    from: ['./apps', './mocks', './packages/contracts', './packages/test-fakes'],
    message: 'packages/ui imports nothing of ours: plain props only.',
  },
  {
    target: './packages/contracts/src',
    from: ['./apps', './mocks', './packages/ui', './packages/test-fakes'],
    message: 'The contract imports nothing of ours.',
  },
  // The API: integrations are plain clients; nothing in src reaches the command-line entry points.
  {
    target: './apps/api/src/integrations',
    from: ['./apps/api/src/modules', './apps/api/src/plugins', './apps/api/src/cli'],
    message: 'Third-party clients know nothing of our modules.',
  },
  {
    target: ['./apps/api/src/modules', './apps/api/src/plugins', './apps/api/src/integrations', './apps/api/src/db'],
    from: './apps/api/src/cli',
    message: 'Nothing imports the command-line entry points.',
  },
  // Only the browser and the web app are reached over HTTP: the server never imports web code and vice versa.
  { target: './apps/api', from: ['./apps/web', './packages/ui', './mocks'], message: 'The API never imports web code.' },
  { target: './apps/web/src', from: './apps/api', message: 'The web app reaches the server only over HTTP.' },
];

/** Production code never imports mocks, test fakes or test helpers. */
const productionImportBans = {
  patterns: [
    { group: ['@gameshelf/mocks', '@gameshelf/mocks/*'], message: 'Mocks are for stories and tests only.' },
    { group: ['@gameshelf/test-fakes', '@gameshelf/test-fakes/*'], message: 'Test fakes are for tests only.' },
    { group: ['**/testing/*', '**/test/*', 'vitest', 'vitest/*', '@vitest/*'], message: 'Production code never imports test code.' },
  ],
};

/** One form style in the web app (issue 34): react-hook-form is set up in one place, with the contract's schema. */
const WEB_FORM_SETUP = 'apps/web/src/lib/contract-form.ts';
const webFormImportBans = [
  {
    name: 'react-hook-form',
    importNames: ['useForm'],
    message: 'Build a form with useContractForm (apps/web/src/lib/contract-form.ts): the contract schema is its resolver.',
  },
  {
    name: '@hookform/resolvers/zod',
    message: 'useContractForm (apps/web/src/lib/contract-form.ts) already makes the contract schema the resolver.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/dist-server/**',
      'data/**',
      'storybook-static/**',
      'coverage/**',
      '.storybook/public/**',
      '**/__screenshots__/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'mocks/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      // Fastify plugins and test fakes are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      // React ignores what an event handler returns; an async handler in a JSX attribute is fine.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Configuration is parsed in one place per app (apps/api/src/config.ts, apps/web/src/config/).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through the config module (apps/api/src/config.ts).' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/*/src/**', 'packages/*/src/**'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', productionImportBans] },
  },
  {
    files: ['apps/web/src/**'],
    ignores: [...TEST_FILES, WEB_FORM_SETUP],
    rules: { 'no-restricted-imports': ['error', { ...productionImportBans, paths: webFormImportBans }] },
  },
  {
    // The web's tests and stories keep the other bans off, but build forms the same way.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.stories.tsx', 'apps/web/src/**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: webFormImportBans }] },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message: 'Render forms with Form and FormField from @gameshelf/ui/form (state from useContractForm), not a raw <form>.',
        },
      ],
    },
  },
  {
    // Tests read JSON bodies and browser state as `any` on purpose: the assertions check their shape.
    files: [...TEST_FILES, 'tests/**', 'packages/test-fakes/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Story harnesses keep the current router in a module variable and render the frame a story asks for.
      'react-hooks/globals': 'off',
      'react-hooks/static-components': 'off',
    },
  },
  {
    // Command-line tools, tests and build configuration read the environment directly.
    files: [...TOOL_FILES, ...TEST_FILES, 'apps/api/src/config.ts', 'packages/test-fakes/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '*.config.ts', 'tailwind.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
