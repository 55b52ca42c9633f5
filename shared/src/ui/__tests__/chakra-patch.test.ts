import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getSystem } from '../system';

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

  it("is applied to both of Chakra's builds (`npm install --ignore-scripts` skips it)", () => {
    const dist = join(dirname(createRequire(__filename).resolve('@chakra-ui/react/package.json')), 'dist');
    for (const build of ['esm/styled-system/conditions.js', 'cjs/styled-system/conditions.cjs']) {
      expect(readFileSync(join(dist, build), 'utf8')).toContain('known.has(key)');
    }
  });
});
