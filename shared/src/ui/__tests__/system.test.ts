import { jest } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import * as choices from '@fairgo/shared/ui/choices';
import * as overlays from '@fairgo/shared/ui/overlays';
import * as popovers from '@fairgo/shared/ui/popovers';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import * as chakra from '../chakra';
import { getSystem } from '../system';
import { PALETTES_LEFT_OUT } from '../tokens/definitions';

// Chakra's components find their styles by recipe key (`createRecipeContext({ key: "button" })`), and a
// missing recipe draws the component unstyled without a word. This reads Chakra's own sources for the
// keys each component FairGo exports uses, following its imports (a field draws an icon), and checks
// the system carries every one that Chakra's default config has.
const components = join(
  dirname(createRequire(__filename).resolve('@chakra-ui/react/package.json')),
  'dist/esm/components',
);

function recipeKeys(entry: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file) || !file.startsWith(components)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, key] of source.matchAll(
      /(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\s*\{\s*key:\s*"(\w+)"/g,
    ))
      keys.add(key!);
    for (const [, path] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) todo.push(resolve(dirname(file), path!));
  }
  return keys;
}

/** The index of the component folder that exports `name` (`Dialog` is `export { namespace as Dialog }`). */
function entryOf(name: string): string {
  for (const folder of readdirSync(components)) {
    const index = join(components, folder, 'index.js');
    let source: string;
    try {
      source = readFileSync(index, 'utf8');
    } catch {
      continue;
    }
    if (new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\}`).test(source)) return index;
  }
  throw new Error(`no Chakra component folder exports ${name}`);
}

describe('the design system', () => {
  const system = getSystem();
  // Chakra's components, not ours (the overlays entry also exports the platform's dialogs).
  const exported = [chakra, choices, overlays, popovers]
    .flatMap((entry) => Object.keys(entry))
    .filter(
      (name) =>
        /^[A-Z]/.test(name) &&
        ![
          'PlatformDialogs',
          'ModalDialog',
          'ReportButton',
          'ReportDialog',
          'FormAlert',
          'SelectField',
          'TextField',
          'TermsCheckbox',
        ].includes(name) &&
        !/^[A-Z_]+$/.test(name),
    );
  const chakraDefaults = createSystem(defaultConfig);
  const known = (key: string) => chakraDefaults.isRecipe(key) || chakraDefaults.isSlotRecipe(key);

  it.each(exported)('carries the recipes %s draws with', (name) => {
    const missing = [...recipeKeys(entryOf(name))]
      .filter(known)
      .filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing).toEqual([]);
  });

  it('has every colour palette the apps name', () => {
    const root = resolve(__dirname, '../../../..');
    const named = new RegExp(`['"](${PALETTES_LEFT_OUT.join('|')})(\\.\\d+)?['"]`);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (
          path !== join(__dirname, '../tokens/definitions.ts') &&
          /\.tsx?$/.test(entry.name) &&
          named.test(readFileSync(path, 'utf8'))
        )
          offenders.push(path);
      }
    };
    for (const app of ['shell', 'mf-marketplace', 'mf-tasks', 'mf-account', 'mf-admin', 'shared'])
      walk(join(root, app, 'src'));
    expect(offenders).toEqual([]);
    expect(system.token('colors.green.500')).toBeDefined();
    expect(system.token('colors.purple.500', 'left out')).toBe('left out');
  });

  it('has one colour mode: no dark values in its CSS', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
    expect(css).not.toContain('.dark');
  });

  it('makes the global styles in a page served without them, and none in one served with them', async () => {
    expect(system._global).toHaveLength(3);
    document.head.innerHTML =
      '<style data-emotion="css-global 1x2y3z">:root{--chakra-colors-brand-500:#2f9e72}</style>';
    try {
      await jest.isolateModulesAsync(async () => {
        const served = (await import('../system')).getSystem();
        expect(served).not.toBe(system);
        expect(served._global).toEqual([]);
        expect(served.token('colors.brand.500')).toBe('#2f9e72');
      });
    } finally {
      document.head.innerHTML = '';
    }
  });

  it('compiles each recipe once and resolves each choice of variants once, for every element that uses it', () => {
    // Chakra (3.36.1 on) keeps both per system; before, each Button, Badge or Field compiled its recipe again.
    const button = system.getRecipeFn('button');
    expect(system.getRecipeFn('button')).toBe(button);
    expect(button({ size: 'sm', variant: 'outline' })).toBe(button({ variant: 'outline', size: 'sm' }));
    const field = system.getSlotRecipeFn('field');
    expect(system.getSlotRecipeFn('field')).toBe(field);
    expect(field({})).toBe(field({}));
  });

  it('reads the recipe keys of a component and of what it draws', () => {
    expect([...recipeKeys(entryOf('Button'))]).toEqual(expect.arrayContaining(['button', 'spinner']));
    expect([...recipeKeys(entryOf('Field'))]).toEqual(expect.arrayContaining(['field', 'icon']));
  });
});
