// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/env.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  astro.configs.recommended,
  {
    languageOptions: {
      globals: {
        ...globals.browser,
        ...globals.node,
        __BUILD_ID__: 'readonly',
        __ON_NETLIFY__: 'readonly',
      },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.astro'],
      },
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Plain JS (config, scripts) and Astro templates are checked without type information:
    // the type-aware rules need a TS program the Astro parser does not give for templates.
    files: ['**/*.{js,mjs,cjs}', '**/*.astro', '**/*.astro/*.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    rules: {
      // Russian typography needs non-breaking spaces in text (before dashes, in numbers).
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true },
      ],
      // `_`-prefixed names mark deliberately unused parameters (callbacks with fixed signatures).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Type-only imports keep islands' bundles free of code they only need for types.
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // zod's values only through src/lib/zod.ts, which turns off its `new Function` probe before
    // any schema is built: the probe is a CSP violation in every browser.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts', 'src/content.config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['astro/zod', 'zod', 'zod/v4'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Import z from ~/lib/zod: it sets `jitless` for the pages’ CSP.',
          })),
        },
      ],
    },
  },
);
