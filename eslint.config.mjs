// Lint rules: typescript-eslint recommended, React hooks, and the one-way import
// direction of README.md (app -> layout/views/screens -> kit and entities side by side -> features -> session -> api
// -> shared), enforced with import/no-restricted-paths as bulletproof-react does.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const layer = (target, from, message) => ({ target, from, message });

/**
 * Screens never import each other: the folder of every view in src/app/pages/viewPaths.json
 * (the one list the view registry is built from too) may import from `src/screens` only
 * inside itself. A view path names a module under src/screens: a file (`system/job/index`,
 * `monitor/log/errorLog`, `shop/goods/tab`) whose folder is the screen's, or a folder with
 * an index (`user/center`). What two screens need goes down to src/kit or src/entities.
 */
function screenZones() {
  // Read beside this file, not the working directory, so that no run finds no screens.
  const at = (relative) => fileURLToPath(new URL(relative, import.meta.url));
  const viewPaths = JSON.parse(readFileSync(at('src/app/pages/viewPaths.json'), 'utf8'));
  const folderOf = (view) => (existsSync(at(`src/screens/${view}`)) && statSync(at(`src/screens/${view}`)).isDirectory() ? view : view.split('/').slice(0, -1).join('/'));
  const folders = [...new Set(viewPaths.map(folderOf))];
  return folders.map((folder) => ({
    target: `./src/screens/${folder}`,
    from: './src/screens',
    except: [`./${folder}`],
    message: `screens do not import each other: move what ${folder} shares to src/kit or src/entities`,
  }));
}

/**
 * The server's layers (server/README.md): `shared` at the bottom, `db` and `http` on it,
 * the resources above (every folder server/resources.ts imports a resource from, read
 * here so that a new resource is fenced without editing this file), side by side: none
 * imports another. Test support
 * (`*.test.ts`, `server/testing`, each folder's `matrix-samples.ts` and `test-fixtures.ts`)
 * is not product code: no product file imports it.
 */
function serverZones() {
  const at = (relative) => fileURLToPath(new URL(relative, import.meta.url));
  const resources = [...readFileSync(at('server/resources.ts'), 'utf8').matchAll(/from '\.\/([\w-]+)\/resource'/g)].map((m) => m[1]);
  if (resources.length === 0) throw new Error('eslint.config.mjs found no resource in server/resources.ts');
  const above = (...folders) => [...resources.map((r) => `./server/${r}`), ...folders];
  return [
    { target: './server/shared', from: './server', except: ['./shared'], message: 'server/shared is the bottom layer: it imports nothing else of the server' },
    { target: './server/db', from: above('./server/http', './server/testing', './server/app.ts', './server/context.ts', './server/resources.ts'), message: 'server/db sits below the resources (a migration imports no live seed)' },
    { target: './server/http', from: above('./server/db', './server/testing', './server/app.ts', './server/resources.ts'), message: 'server/http sits below the resources and beside db' },
    { target: './server', from: './server/testing', message: 'product code never imports server/testing (test support lives with the tests)' },
    // Resources side by side: what one needs of another at run time is a service on the
    // context, what two share lives in http, db or shared. Tests and samples reach across.
    ...resources.map((resource) => ({
      target: `./server/${resource}`,
      from: resources.filter((other) => other !== resource).map((other) => `./server/${other}`),
      message: 'a resource uses another only through the services it declares on the context (server/context.ts); what two share goes down to server/http, server/db or server/shared',
    })),
  ];
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', '.e2e-data/', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['babel.config.js', '__mocks__/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    // The TypeScript resolver reads tsconfig.json's `@/*`, so the layer fences see through it.
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            layer('./src/shared', ['./src/api', './src/session', './src/features', './src/entities', './src/kit', './src/layout', './src/views', './src/screens', './src/app'], 'shared is the bottom layer'),
            layer('./src/api', ['./src/session', './src/features', './src/entities', './src/kit', './src/layout', './src/views', './src/screens', './src/app'], 'the API layer never imports the session or UI'),
            layer('./src/session', ['./src/features', './src/entities', './src/kit', './src/layout', './src/views', './src/screens', './src/app'], 'the session sits below features and UI'),
            layer('./src/features', ['./src/entities', './src/kit', './src/layout', './src/views', './src/screens', './src/app'], 'features do not import entities, the screen kit, pages, screens, the shell or the app'),
            // The kit and the entities sit side by side: generic UI knows no domain, a domain knows no UI.
            layer('./src/kit', ['./src/entities', './src/layout', './src/views', './src/screens', './src/app'], 'the screen kit is generic: it never imports an entity, a screen, a page, the shell or the app'),
            layer('./src/entities', ['./src/kit', './src/layout', './src/views', './src/screens', './src/app'], 'an entity is data and calls: it never imports the kit, a screen, a page, the shell or the app'),
            layer('./src/layout', ['./src/views', './src/screens', './src/app'], 'the shell does not import pages, screens or the app'),
            layer('./src/views', ['./src/layout', './src/screens', './src/app'], 'pages do not import screens, the shell or the app'),
            layer('./src/screens', ['./src/layout', './src/views', './src/app'], 'screens do not import pages, the shell or the app'),
            ...screenZones(),
          ],
        },
      ],
    },
  },
  {
    // The benchmark loads these with ts-node, which does not read tsconfig.json's paths.
    files: ['src/features/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*'], message: 'features and shared import relatively: the benchmark loads them outside webpack' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../src/*', '../../src/*'], message: 'the server does not import the console' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**', 'server/**/matrix-samples.ts', 'server/**/test-fixtures.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: serverZones() }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../src/*', '../../src/*'], message: 'the server does not import the console' },
            { group: ['**/test-fixtures', '**/matrix-samples'], message: 'product code never imports test support' },
          ],
        },
      ],
    },
  },
);
