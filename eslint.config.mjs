import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
          depConstraints: [
            // Services share only libraries: never another service or the gateway.
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            // Contracts are the leaves every project may read; they depend on nothing of ours.
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
          ],
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
    // The service harness is for tests: a service's shipped code must not start a copy of itself.
    files: ['services/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@boonies/service-testing', message: 'Only tests may use the service harness.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
