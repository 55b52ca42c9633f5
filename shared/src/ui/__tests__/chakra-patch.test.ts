import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { getSystem } from '../system';

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

// The same patch: a system takes its token dictionary made ahead of time (`tokenSnapshot`, `../tokens`)
// instead of making it; `tokens.test.ts` checks the system it makes is the one Chakra makes.
describe("the patch restoring a system's tokens from a snapshot", () => {
  it("is applied to both of Chakra's builds", () => {
    for (const source of chakraBuilds()('styled-system/system'))
      expect(source).toContain('snapshot: config.tokenSnapshot');
    for (const source of chakraBuilds()('styled-system/token-dictionary')) {
      expect(source).toContain('restoreSnapshot(snapshot);');
    }
  });
});
