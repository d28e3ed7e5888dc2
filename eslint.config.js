// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const featuresDir = 'apps/portal/src/features';
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];

/** Packages of ours that a folder may not import (the layering of the design card). */
const forbid = (/** @type {string[]} */ names, /** @type {string} */ why) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: names.flatMap((n) => [n, `${n}/*`]), message: why }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-demo/**',
      'storybook-static/**',
      'mocks/public/**',
      'packages/api/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // no-cycle follows imports through TypeScript files and the workspace packages (whose
    // package.json "exports" name src/*.ts); the node resolver reads those exports.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // Feature folders never import each other: shared code lives in app/, shared/ or a package.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((f) => ({
            target: `${featuresDir}/${f.name}`,
            from: featuresDir,
            except: [`./${f.name}`],
            message: 'Feature folders do not import each other; move shared code to shared/.',
          })),
        },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: forbid(
      ['@fbi/api', '@fbi/ui', '@fbi/portal', '@fbi/mocks'],
      'domain depends on nothing of ours.',
    ),
  },
  {
    files: ['packages/api/**'],
    rules: forbid(
      ['@fbi/domain', '@fbi/ui', '@fbi/portal', '@fbi/mocks'],
      'api depends on nothing of ours.',
    ),
  },
  {
    files: ['packages/ui/**'],
    // ui may use domain's pure formatting (dates, plurals) so every screen formats alike.
    rules: forbid(
      ['@fbi/api', '@fbi/portal', '@fbi/mocks'],
      'ui never imports the portal, the mock or the API client.',
    ),
  },
  {
    files: ['mocks/**'],
    rules: forbid(['@fbi/ui', '@fbi/portal'], 'mocks depend on domain and api types only.'),
  },
  {
    files: ['apps/portal/**'],
    ignores: [
      'apps/portal/src/app/demoMock.ts',
      'apps/portal/src/shared/testing/**',
      '**/*.stories.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: forbid(['@fbi/mocks'], 'The portal starts the mock only through app/demoMock.ts.'),
  },
);
