import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { SYSTEM_CONFIG, getSystem } from '../system';

const chakraBuilds = () => {
  const dist = join(dirname(createRequire(__filename).resolve('@chakra-ui/react/package.json')), 'dist');
  return (file: string) =>
    ['esm', 'cjs'].map((build) => readFileSync(join(dist, build, `${file}.${build === 'esm' ? 'js' : 'cjs'}`), 'utf8'));
};

// patches/@chakra-ui+react+3.37.0.patch: Chakra asks "is this key a condition?" for every key of every
// style it writes, and answered by listing the ~80 conditions each time (`keys().includes(key)`); the
// patch keeps them in a Set. Measured at a 4x slower CPU: creating the system spent ~60% of its
// time there (its 500 CSS variables); the patch must answer exactly as Chakra did.
describe("the patch to Chakra's conditions", () => {
  const { conditions, utility } = getSystem();
  const chakrasAnswer = (key: string) => conditions.keys().includes(key) || /^@|&|&$/.test(key) || key.startsWith('_');

  it('answers as Chakra did for every condition, style property and selector', () => {
    const keys = [
      ...conditions.keys(),
      ...utility.keys(),
      ...['color', 'padding', 'base', 'sm', 'md', 'lg', 'xl', '2xl', 'smDown', 'mdOnly', 'hover'],
      ...['&:hover', '& > p', '@media (min-width: 1px)', '_unknown', '--chakra-colors-red-500', ':where(:root, :host)'],
    ];
    expect(keys.length).toBeGreaterThan(300);
    const differ = keys.filter((key) => conditions.has(key) !== chakrasAnswer(key));
    expect(differ).toEqual([]);
  });

  it("is applied to both of Chakra's builds (`npm install --ignore-scripts` would leave it out)", () => {
    for (const source of chakraBuilds()('styled-system/conditions')) expect(source).toContain('known.has(key)');
  });
});

// The same patch: a system makes its global styles (reset, global CSS, the tokens' variables) when they are
// first read, not when it is created, so a page served with them never makes them (`getSystem`).
describe("the patch making a system's global styles on first use", () => {
  it('makes them as Chakra did, once, and keeps styles set in their place', () => {
    const system = createSystem(defaultConfig);
    const made = system._global;
    expect(made).toEqual([system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]);
    expect(system._global).toBe(made);
    system._global = [];
    expect(system._global).toEqual([]);
  });

  it("is applied to both of Chakra's builds", () => {
    for (const source of chakraBuilds()('styled-system/system')) {
      expect(source).toContain('get _global()');
      expect(source).not.toContain('const _global = [');
    }
  });
});

// The same patch: a system made ahead of time is restored (`restoreSystem`, `../tokens`): its config used
// as given, its token dictionary from a snapshot, its style properties' values found on first use;
// `tokens.test.ts` checks the system it restores is the one Chakra makes.
describe('the patch restoring a system from a snapshot', () => {
  it("is applied to both of Chakra's builds", () => {
    for (const source of chakraBuilds()('styled-system/system')) expect(source).toContain('function restoreSystem(');
    for (const source of chakraBuilds()('styled-system/token-dictionary'))
      expect(source).toContain('if (unrestored) restoreTokens();');
    for (const source of chakraBuilds()('styled-system/utility')) expect(source).toContain('valuesOf(key)?.[raw]');
    for (const source of chakraBuilds()('index')) expect(source).toMatch(/restoreSystem/);
  });
});

// The same patch: a style property's values (its token category's, or its own list) are found when a style
// first uses it, not all ~400 properties' when the system is made; it must resolve as Chakra did.
describe("the patch finding a style property's values on first use", () => {
  it('resolves each token-valued property to its token, as Chakra did', () => {
    const { css, tokens, utility } = getSystem();
    let checked = 0;
    for (const [property, config] of Object.entries(SYSTEM_CONFIG.utilities!)) {
      if (typeof config?.values !== 'string' || config.transform) continue;
      const values = tokens.getCategoryValues(config.values);
      if (!values) continue;
      for (const [token, value] of Object.entries(values).slice(0, 3))
        expect(utility.transform(property, token)).toEqual({ [property]: value });
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    expect(css({ p: 2, color: 'brand.500' })).toEqual({
      padding: 'var(--chakra-spacing-2)',
      color: 'var(--chakra-colors-brand-500)',
    });
  });

  it('uses the values of a property registered later, and again after it is registered anew', () => {
    const { utility } = createSystem(defaultConfig);
    utility.register('edge', { values: { thin: '1px' }, transform: (value: string) => ({ borderWidth: value }) });
    expect(utility.transform('edge', 'thin')).toEqual({ borderWidth: '1px' });
    utility.register('edge', { values: { thick: '4px' }, transform: (value: string) => ({ borderWidth: value }) });
    expect(utility.transform('edge', 'thick')).toEqual({ borderWidth: '4px' });
  });
});
