// `npm run lint`: type-aware TypeScript rules, React's hooks rules, accessibility in JSX, and the
// house's layers (scripts/lint/layers.js). Formatting is Prettier's (`npm run format`), not ESLint's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './scripts/lint/layers.js';

export default tseslint.config(
  {
    ignores: ['build/', 'storybook-static/', 'data/', '.react-router/', '.scratch-*/', 'coverage/', 'node_modules/', 'directus/extensions/*/dist/'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    rules: {
      // React Router answers by throwing its responses (redirect(), data(..., { status })).
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
          allowRethrowing: true,
        },
      ],
      // react-intl types its message ids by augmenting its global namespace (kit/i18n/messages.ts).
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Captions come as the CaptionsTrack component (kit/ui/CmsVideo.tsx).
      'jsx-a11y/media-has-caption': ['error', { track: ['CaptionsTrack'] }],
      // autofocus is how a page that answers a form posted without JavaScript moves focus to the first
      // field to fix or to the form's notice, and how the menu's popover focuses its close button when it
      // opens (HTML focuses a popover's autofocus element): focus management on a visitor's action, never
      // on a first visit (decision 0015).
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // Directus's endpoint router is Express 4's: it ignores what a handler returns, so an async handler
    // (as in Directus's own examples) is how extensions answer. Their handlers catch what they expect.
    files: ['directus/extensions/*/src/**/*.ts'],
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }] },
  },
  // Plain JavaScript (Directus's entry, the emulator's launcher, this file and its layers rule) is outside tsconfig.
  { files: ['**/*.{js,cjs,mjs}'], extends: [tseslint.configs.disableTypeChecked] },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { plugins: { layers }, rules: { 'layers/point-down': 'error' } },
);
