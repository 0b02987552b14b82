import path from 'node:path';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import handlerNaming from './tools/src/lint/handler-naming.js';
import sqlPlaceholders from './tools/src/lint/sql-placeholders.js';
import { appZones, specZones } from './web/boundaries.mjs';

const webSpecs = ['web/src/**/*.spec.ts', 'web/src/**/*.spec.tsx'];

/** Where a table is declared, in a service: an entity class or one of the platform's copy tables. */
const TABLE_DECLARATIONS = [
  {
    selector: "Decorator[expression.callee.name='Entity']",
    message: 'Declare a table in an `*.entity.ts` file of the feature that owns it.',
  },
  {
    selector:
      'CallExpression[callee.name=/^(userCopyTable|blocksTable|followsTable|privacySettingsTable|mediaCopyTable)$/]',
    message:
      'Declare a copy table in an `*.entity.ts` file of the feature that owns it (usually `projections/`).',
  },
];

/** The spellings of a service's own name in its events' metadata, which only `src/event-meta.ts` may write. */
const EVENT_META_SPELLINGS = [
  {
    selector: "Property[key.name='producer']",
    message: 'Take event metadata from `src/event-meta.ts` (eventMetaOf, eventMetaFrom, ownEventMeta).',
  },
  {
    selector: 'CallExpression[callee.name=/^(eventMetaFor|bindEventMeta)$/]',
    message: 'Take event metadata from `src/event-meta.ts` (eventMetaOf, eventMetaFrom, ownEventMeta).',
  },
];

/** Which projects may import which, by their tags (project.json). */
const DEPENDENCY_RULES = [
  // Services share only libraries: never another service or the gateway.
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  // Contracts are the leaves every project may read; they depend on nothing of ours. Each folder of
  // libs/contracts/src is a project, and those import each other by path (see below).
  { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: [] },
  // The browser app reads the contracts and nothing else of the backend.
  { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['scope:contracts'] },
  // Browser journeys drive the whole system through the test harness.
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
  // Deployment checks read the shared contracts and platform (and each process's config schema).
  { sourceTag: 'type:deploy', onlyDependOnLibsWithTags: ['type:lib'] },
  // The scripts start and drive the whole system and reuse the services' own formulas; nothing
  // imports a script.
  { sourceTag: 'type:scripts', onlyDependOnLibsWithTags: ['type:lib', 'type:service'] },
];

/** The repository's own rules (tools/src/lint), under one name: ESLint lets a plugin name mean one object. */
const boonies = { rules: { ...handlerNaming.rules, ...sqlPlaceholders.rules } };

export default tseslint.config(
  { ignores: ['**/dist', '**/node_modules', '**/coverage', '.nx', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The scripts are plain ES modules, held to the same boundaries and unused-variable rules.
    files: ['**/*.ts', '**/*.tsx', 'scripts/**/*.mjs'],
    plugins: { '@nx': nx },
    // With decorator metadata, constructor and payload types are runtime values (Nest DI, validation).
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: DEPENDENCY_RULES,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // The folders of the contracts import each other by path, not by their entries: the web app checks and
    // bundles these files with its browser entries (there `@boonies/contracts/<folder>` is a folder's
    // `browser.ts`), which would hide the server's classes from them. Which folder may import which is
    // libs/contracts/src/folder-graph.spec.ts's to say.
    files: ['libs/contracts/src/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: ['./**', '../**'], depConstraints: DEPENDENCY_RULES },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@boonies/contracts(/|$)',
              message: 'Inside the contracts, import another folder by its path (`../rpc/rpc-definition`).',
            },
          ],
        },
      ],
    },
  },
  {
    // Request handlers and event consumers live in files named for them (docs/architecture.md).
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { boonies },
    rules: { 'boonies/handler-naming': 'error' },
  },
  {
    // Assembled SQL numbers its placeholders with SqlParams, never by hand (docs/architecture.md); SqlParams
    // itself is where `$n` is written.
    files: ['services/**/*.ts', 'libs/**/*.ts', 'gateway/**/*.ts'],
    ignores: ['libs/platform/src/database/sql-params.ts'],
    plugins: { boonies },
    rules: { 'boonies/sql-placeholders': 'error' },
  },
  {
    // The service harness is for tests: a service's shipped code must not start a copy of itself. Each
    // feature owns its tables (docs/architecture.md, "Service layout"): no service-wide tables hub comes back.
    files: ['services/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@boonies/service-testing', message: 'Only tests may use the service harness.' }],
          patterns: [
            {
              regex: '(^|/)database/[\\w-]*tables$',
              message: 'Import a table from the feature that owns it (`<feature>/…/<table>.entity.ts`).',
            },
          ],
        },
      ],
    },
  },
  {
    // A table is declared in an `*.entity.ts` file of the feature that owns it, and a service's name goes into
    // its events' metadata once, in `src/event-meta.ts` (docs/architecture.md, "Service layout").
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.entity.ts', 'services/*/src/event-meta.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...TABLE_DECLARATIONS, ...EVENT_META_SPELLINGS],
    },
  },
  {
    // Under `database/` or at the top of `src/` a table would belong to no feature.
    files: ['services/*/src/*.entity.ts', 'services/*/src/database/**/*.entity.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'A table lives in the feature that owns it: `src/<feature>/`.' },
      ],
    },
  },
  {
    // The web app: hooks used by the rules, imports by place (`@/…`), no cycles, and the feature boundaries
    // of web/boundaries.mjs.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Parses the imported TypeScript files too, which no-cycle follows.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'web/tsconfig.json') }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: appZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../*'], message: 'Import by place: `@/lib/…`, `@/features/<name>`.' }],
          // sonner inserts its stylesheet as it loads: the app loads it with the first toast.
          paths: [
            { name: 'sonner', allowTypeImports: true, message: 'Toast with `@/lib/toast`.' },
            ...['catalog', 'seeding'].map((folder) => ({
              name: `@boonies/contracts/${folder}`,
              allowTypeImports: true,
              message: 'This folder of the contracts has nothing for the browser.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The app calls the gateway by the routes of its OpenAPI document (`api` of web/src/lib/api/client.ts), so
    // a renamed route or a changed body fails the typecheck; a hand-typed path would only fail in a browser.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: [...webSpecs, 'web/src/lib/api/client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name=/^(apiClient|apiRequest)$/]',
          message:
            'Call the gateway with `api` from `@/lib/api/client`: its routes are typed from the API document.',
        },
      ],
    },
  },
  {
    // Where sonner itself is loaded: the lazily mounted Toaster, and the tests' cleanup.
    files: ['web/src/components/ui/sonner-toaster.tsx', 'web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import by place: `@/lib/…`, `@/features/<name>`.' }] },
      ],
    },
  },
  {
    // Tests may assemble what the app assembles; the feature boundaries still hold.
    files: webSpecs,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: specZones }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
