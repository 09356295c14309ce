import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'web/dist/**',
      'web/dist-ssr/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      '**/__generated__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // `async` marks implementations of promise-returning interfaces (stores, loaders, act() callbacks): a throw becomes the rejection callers handle.
      '@typescript-eslint/require-await': 'off',
      // Rethrowing what a catch received passes it on unchanged; only new rejections must be Errors.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // React Router ends a loader with an HTTP status by throwing data(…, { status }) (RouteError reads it).
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  // The app uses Relay's hooks only. 'react-relay' itself also loads the legacy containers (QueryRenderer,
  // createFragmentContainer…), about 7 kB gzip that every first load would carry (scripts/web-budget.ts).
  // The bare React + Relay yardstick (web/budget-baseline) keeps the plain entry on purpose.
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    ignores: ['web/budget-baseline/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-relay',
              message:
                "Import from 'react-relay/hooks.js': the plain entry adds Relay's legacy containers to first loads.",
            },
          ],
        },
      ],
    },
  },
  // React's rules of hooks: a hook after an early return changes the hooks' order between renders.
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    ignores: ['web/e2e/**'], // Playwright's fixtures call their own `use`.
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Plain JS config files are not in the TypeScript project: they get the untyped rules only.
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
