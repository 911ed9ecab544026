import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import manara from './tools/eslint-plugin-manara.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { manara },
    rules: {
      // A module cycle makes load order (and so behaviour) depend on which file is imported first.
      'manara/no-cycle': 'error',
      'manara/boundaries': 'error',
      'manara/owners': 'error',
      'manara/filename-case': 'error',
      'manara/server-clock': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'manara/logical-classes': 'error',
      // Links and navigation keep the page's language (/en): always through the app's own wrappers.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
              message: 'Use components/ui/link.tsx (Link, NavLink, Navigate) or lib/navigation.ts: they keep the /en prefix.',
            },
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use '@/lib/use-translation': react-i18next's hook copies the i18next instance per component.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/ui/link.tsx', 'apps/web/src/lib/navigation.ts', 'apps/web/src/components/language-toggle.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'manara/logical-classes': 'off',
      // Web tests get their API from MSW answers checked against the shared contracts (decision 033):
      // a stubbed client skips its own work and accepts answers the server no longer sends.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='spyOn'][arguments.0.name='api']",
          message: "Answer the request through MSW instead (answer/fail/noContent from '@/test/msw/contract', decision 033).",
        },
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='mock'][arguments.0.value=/lib\\/api$/]",
          message: "Answer the request through MSW instead (answer/fail/noContent from '@/test/msw/contract', decision 033).",
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/server/src/cli/**', 'e2e/**', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
