import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layers of src/, lowest first: a file may import its own layer and the ones below it,
 * never one above (docs/architecture.md). Folders and files of src/ each belong to one layer;
 * src/integrations (Astro build plumbing) is outside them.
 */
const LAYERS = [
  { name: 'core', entries: ['core', 'lib'] },
  { name: 'config', entries: ['config', 'site.ts'] },
  { name: 'data', entries: ['data', 'api', 'content.config.ts'] },
  { name: 'search', entries: ['search'] },
  { name: 'ui', entries: ['ui'] },
  { name: 'features', entries: ['features', 'components'] },
  { name: 'pages', entries: ['pages', 'layouts', 'routes'] },
];
const LAYER_ORDER = LAYERS.map((l) => l.name).join(' <- ');

/** The pure core may not use UI, Astro, the DOM or I/O (no-restricted-globals below). */
const CORE_PURITY = [
  'react',
  'react-dom',
  'astro',
  'astro:*',
  'node:*',
  'nanostores',
  '@nanostores/*',
  '**/components/**',
  '**/islands/**',
];

/**
 * Wrong-way imports allowed for a while (a file moving between layers): the layers each of these
 * files may still import. Remove an entry once its file imports the right way.
 */
const LAYER_EXCEPTIONS = {};

/**
 * Folders that read no tenant settings: a page or a shared component gets what the
 * settings decide from its feature's props builder (`props.server.ts`), so it may not import the
 * settings module (src/site.ts). Props builders, layouts and config read it.
 */
const NO_SETTINGS = ['pages', 'routes', 'components'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** no-restricted-imports patterns for a file `depth` folders below src/ that may not reach `layers` or scripts/. */
function restrictedPatterns(from, depth, banned, scripts) {
  const up = depth === 0 ? '\\./' : `(\\.\\./){${depth}}`;
  const patterns = [];
  for (const layer of LAYERS.filter((l) => banned.includes(l.name))) {
    const entries = layer.entries.map((e) => escape(e.replace(/\.ts$/, ''))).join('|');
    patterns.push({
      regex: `^(${up}|~/)(${entries})(/|\\.ts$|$)`,
      message: `Wrong-way import: ${from} may not import ${layer.name} (layers ${LAYER_ORDER}; docs/architecture.md).`,
    });
  }
  if (scripts) {
    patterns.push({
      regex: `^(\\.\\./){${depth + 1}}scripts/`,
      message: 'src/ may not import scripts/: move what both need into src/ (docs/architecture.md).',
    });
  }
  return patterns;
}

/** The no-restricted-imports pattern of the settings module for a file `depth` folders below src/. */
function settingsPattern(depth) {
  return {
    regex: `^((\\.\\./){${depth}}|~/)site(\\.ts)?$`,
    message:
      "Pages and shared components read no settings: take them from the feature's props builder (props.server.ts; docs/architecture.md).",
  };
}

/** One config per layer and folder depth (relative imports climb a known number of levels). */
function layerConfigs() {
  const configs = [];
  const add = (files, ignores, from, banned, scripts, extra = [], leaf = '*') => {
    for (let depth = 0; depth <= 5; depth++) {
      const atDepth = files.flatMap((f) =>
        f.endsWith('.ts')
          ? depth === 0
            ? [`src/${f}`]
            : []
          : depth === 0
            ? []
            : [`src/${f}/${'*/'.repeat(depth - 1)}${leaf}`],
      );
      if (atDepth.length === 0) continue;
      configs.push({
        files: atDepth,
        ignores,
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...(typeof extra === 'function' ? extra(depth) : extra),
                ...restrictedPatterns(from, depth, banned, scripts),
              ],
            },
          ],
        },
      });
    }
  };
  const exceptionFiles = Object.keys(LAYER_EXCEPTIONS);
  LAYERS.forEach((layer, index) => {
    const above = LAYERS.slice(index + 1).map((l) => l.name);
    const extra =
      layer.name === 'core' ? [{ group: CORE_PURITY, message: 'The core is pure: no UI, Astro, DOM or I/O.' }] : [];
    const ignores = exceptionFiles;
    for (const entry of layer.entries) {
      if (!NO_SETTINGS.includes(entry)) {
        add([entry], ignores, layer.name, above, true, extra);
        // A feature's components and islands take props; its props builders (.ts) read the settings.
        if (entry === 'features') {
          add(
            [entry],
            ignores,
            layer.name,
            above,
            true,
            (depth) => [...extra, settingsPattern(depth)],
            '*.{astro,tsx}',
          );
        }
        continue;
      }
      add([entry], ignores, layer.name, above, true, (depth) => [...extra, settingsPattern(depth)]);
    }
  });
  add(['integrations'], [], 'integrations', [], true);
  for (const [file, allowed] of Object.entries(LAYER_EXCEPTIONS)) {
    const entry = file.slice('src/'.length).split('/')[0];
    const index = LAYERS.findIndex((l) => l.entries.includes(entry));
    const banned = LAYERS.slice(index + 1)
      .map((l) => l.name)
      .filter((n) => !allowed.includes(n));
    const depth = file.split('/').length - 2;
    configs.push({
      files: [file],
      rules: {
        'no-restricted-imports': ['error', { patterns: restrictedPatterns(LAYERS[index].name, depth, banned, true) }],
      },
    });
  }
  return configs;
}

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.data/',
      '.sample-data/',
      '.bench/',
      '.render/',
      'node_modules/',
      'public/',
      'releases/',
      '.secrets/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // The layers (docs/architecture.md): core <- config <- data <- search <- ui <- features <- pages.
  ...layerConfigs(),
  {
    // A link from data (a feed's offer url, a car's history report, a tenant's booking
    // url) reaches a page only through the safe-URL rule, so no `javascript:` address is rendered.
    files: ['src/**/*.{astro,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(href|action|formaction|formAction)$/] MemberExpression[property.name=/^(url|file)$|_url$/]:not(CallExpression[callee.name="safeHref"] MemberExpression)',
          message: 'A link from data goes through safeHref (src/core/safe-url.ts), e.g. href={safeHref(offer.url)}.',
        },
      ],
    },
  },
  {
    // The pure core: no UI, no Astro, no DOM, no I/O.
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch', 'navigator'],
    },
  },
);
