// One lint for the repo. Besides the usual rules it guards the platform's boundaries
// (architecture.md#what-runs-and-who-owns-it): a remote never imports another remote or the shell; apps reach Chakra only
// through @fairgo/shared/ui; shared never imports an app.
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-marketplace', 'mf-tasks', 'mf-account', 'mf-admin'];
const REMOTES = APPS.filter((app) => app !== 'shell');

const appImports = (except) =>
  APPS.filter((app) => app !== except).flatMap((app) => [
    `@fairgo/${app}`,
    `@fairgo/${app}/*`,
    `**/${app}/src/**`,
    `**/${app}/src`,
  ]);

// The contract's TypeBox schemas are the server's: browser code takes its types only, constants and
// rules from '@fairgo/shared/rules' and form validators (compiled at build time) from '@fairgo/shared/forms'.
const CONTRACT_TYPES_ONLY = {
  group: ['@fairgo/shared/contract', '**/contract', 'typebox', 'typebox/*'],
  allowTypeImports: true,
  message:
    "Browsers do not download the schema library: import types from the contract, values from '@fairgo/shared/rules', validators from '@fairgo/shared/forms'.",
};

const boundaries = (app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          app === 'shell'
            ? {
                // The shell mounts every remote's ./spa, and compiles against the types the remote
                // emits for it (shell/src/platform/remote-contracts.ts, docs/releasing.md).
                group: ['mf_*/*'],
                allowTypeImports: true,
                message: "Load a remote's modules at runtime; import only their types.",
              }
            : {
                // A remote loads another's exposed modules at runtime, typed by their shapes in the
                // shared platform contract: no remote depends on another's source, types included.
                group: ['mf_*/*'],
                message:
                  "Load another remote's modules at runtime (platform.loadRemoteModule), typed by their shapes in @fairgo/shared/platform (exposed.ts).",
              },
          {
            group: appImports(app),
            message:
              'An app talks to another only through the platform contract, shared, Module Federation or the URL (architecture.md#what-runs-and-who-owns-it).',
          },
          {
            group: ['@chakra-ui/react', '@chakra-ui/react/*'],
            message:
              "Import Chakra components from '@fairgo/shared/ui' (one shared, curated Chakra: shared/src/ui/chakra.ts).",
          },
          {
            group: ['@fairgo/shared/src/*'],
            message: "Import shared through its entry points, e.g. '@fairgo/shared/ui'.",
          },
          CONTRACT_TYPES_ONLY,
        ],
      },
    ],
  },
});

const foldersIn = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

// Inside a remote, imports flow one way (bulletproof-react's "unidirectional codebase"): lib → features →
// app. A feature never imports another feature or the app; lib imports neither. What two features
// share goes in lib/ or a feature of its own; the pages that compose features are app/routes/.
const oneWayImports = (app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...foldersIn(`${app}/src/features`).map((feature) => ({
            target: `./${app}/src/features/${feature}`,
            from: `./${app}/src/features`,
            except: [`./${feature}`],
            message:
              "A feature never imports another: move what both use to the remote's lib/ or a feature of its own.",
          })),
          {
            target: `./${app}/src/features`,
            from: `./${app}/src/app`,
            message: 'Features do not import the app: app/ composes features.',
          },
          {
            target: `./${app}/src/lib`,
            from: [`./${app}/src/features`, `./${app}/src/app`],
            message: 'lib/ is used by features and the app, never the other way.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.tsbuild/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'shared/src/forms/validators/*.generated.*',
      'shared/src/ui/tokens/tokens.generated.*',
      // What npm test makes for the production topology: archives, the second shell build, the previous API.
      '.packages/**',
      '.shell-next/**',
      '.previous-release/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['shared/src/**/*.{ts,tsx}', ...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-console': ['error', { allow: ['error', 'warn'] }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Servers and scripts print what they are doing.
  { files: ['infra/**', 'e2e/**', '*/prerender/**'], rules: { 'no-console': 'off' } },
  ...APPS.map(boundaries),
  ...REMOTES.map(oneWayImports),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: appImports(null), message: 'shared never depends on an app.' }] },
      ],
    },
  },
  {
    // shared's browser entries follow the apps' rule for the contract (the contract itself, the
    // server-only prerender and the build-time validator compiler excepted).
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/contract/**',
      'shared/src/*/contract.ts',
      'shared/src/prerender/**',
      'shared/src/forms/validators/generate.ts',
      'shared/src/**/__tests__/**',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CONTRACT_TYPES_ONLY] }] },
  },
  {
    // Outside its design-system entries (the ones the shell provides: shell/src/platform/
    // design-system-entries.ts), shared reaches Chakra through them too: an entry a page gets from a
    // remote's own bundle would otherwise bring a second Chakra, without the provider. The dialogs of
    // the membership and of reports are carried by the overlays entry (shared/src/ui/overlays/index.ts).
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/ui/{*.ts,*.tsx,__tests__/**,overlays/**,popovers/**,choices/**,tokens/**}',
      'shared/src/{membership,reports}/*.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: appImports(null), message: 'shared never depends on an app.' },
            {
              group: ['@chakra-ui/react', '@chakra-ui/react/*'],
              message: "Import Chakra from '@fairgo/shared/ui' (or its groups: ui/popovers, ui/choices, ui/overlays).",
            },
          ],
        },
      ],
    },
  },
);
