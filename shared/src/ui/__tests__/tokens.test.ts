import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSystem, restoreSystem, type SystemStyleObject } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { globalCss } from '@chakra-ui/react/theme';
import { SYSTEM_CONFIG, getSystem } from '../system';
import { chakraTokens, fairgoTokens } from '../tokens/definitions';
import { generateSnapshot } from '../tokens/generate';
import systemSnapshot from '../tokens/tokens.generated.js';

type System = ReturnType<typeof createSystem>;

const entries = (map: Map<string, unknown>) =>
  [...map].map(([key, value]) => [key, value instanceof Map ? [...value] : value]);

describe("the design system's snapshot", () => {
  it('is what the config and the design tokens make today (run `npm run generate:tokens -w @fairgo/shared`)', () => {
    const { code, declarations } = generateSnapshot();
    const dir = join(__dirname, '../tokens');
    expect(readFileSync(join(dir, 'tokens.generated.js'), 'utf8')).toBe(code);
    expect(readFileSync(join(dir, 'tokens.generated.d.ts'), 'utf8')).toBe(declarations);
  });

  it("restores a config that keeps all of Chakra's base config and global CSS (no key in both)", () => {
    for (const [key, value] of Object.entries(defaultBaseConfig))
      expect(SYSTEM_CONFIG[key as keyof typeof SYSTEM_CONFIG]).toBe(value);
    for (const [selector, style] of Object.entries(globalCss)) expect(SYSTEM_CONFIG.globalCss![selector]).toBe(style);
  });

  describe('restores the system Chakra makes from the config and the tokens themselves', () => {
    const made: System = createSystem(SYSTEM_CONFIG, chakraTokens, fairgoTokens);
    const restored: System = getSystem();
    const names = made.tokens.allTokens.map((token) => token.name);

    it('restores every token', () => {
      expect(restored.tokens.allTokens.map((token) => token.name)).toEqual(names);
      expect(names.length).toBeGreaterThan(400);
      for (const name of names) {
        const [a, b] = [made.tokens.getByName(name)!, restored.tokens.getByName(name)!];
        expect([name, b.value, b.extensions.cssVar, !!b.extensions.conditions, !!b.extensions.virtual]).toEqual([
          name,
          a.value,
          a.extensions.cssVar,
          !!a.extensions.conditions,
          !!a.extensions.virtual,
        ]);
      }
    });

    it("restores the dictionary's indexes, so every token resolves as before", () => {
      expect(entries(restored.tokens.flatMap)).toEqual(entries(made.tokens.flatMap));
      expect(entries(restored.tokens.cssVarMap)).toEqual(entries(made.tokens.cssVarMap));
      expect(entries(restored.tokens.colorPaletteMap)).toEqual(entries(made.tokens.colorPaletteMap));
      const categories = [...made.tokens.categoryMap.keys()];
      expect([...restored.tokens.categoryMap.keys()]).toEqual(categories);
      for (const category of categories)
        expect(restored.tokens.getCategoryValues(category)).toEqual(made.tokens.getCategoryValues(category));
      for (const name of names)
        expect([restored.token(name), restored.token.var(name)]).toEqual([made.token(name), made.token.var(name)]);
      expect(restored.query.semanticTokens.list('colors')).toEqual(made.query.semanticTokens.list('colors'));
    });

    it('knows the same style properties, conditions and breakpoints', () => {
      expect([...restored.properties]).toEqual([...made.properties]);
      expect(restored.properties.size).toBeGreaterThan(400);
      expect(restored.utility.keys()).toEqual(made.utility.keys());
      expect([...restored.utility.shorthands]).toEqual([...made.utility.shorthands]);
      expect(restored.conditions.keys()).toEqual(made.conditions.keys());
      expect(restored.breakpoints.values).toEqual(made.breakpoints.values);
      for (const key of [...made.properties, 'viewTransitionName', 'data-x', 'notAProperty'])
        expect([key, restored.isValidProperty(key)]).toEqual([key, made.isValidProperty(key)]);
      expect([...restored.utility.getTypes()]).toEqual([...made.utility.getTypes()]);
    });

    it('writes the same CSS: styles, every recipe, global styles and token variables', () => {
      // Restored anew: styles resolve before anything asks for the tokens themselves (they are then restored).
      const restored: System = restoreSystem(SYSTEM_CONFIG, systemSnapshot);
      const styles: SystemStyleObject[] = [
        { color: 'brand.600', bg: 'bg.page', p: 4, md: { px: 8 }, rounded: 'l2', shadow: 'card' },
        { mx: -2, mt: '-1.5', w: '0.5', fontSize: 'sm', lineClamp: 2, minH: '3lh' },
        { colorPalette: 'brand', bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
        { borderColor: 'brand.500/40', hideBelow: 'md', zIndex: 'overlay', transitionDuration: 'brand' },
        { _hover: { bg: 'accent.subtle' }, _motionReduce: { animation: 'none' }, animation: 'spin' },
        { textStyle: 'sm', layerStyle: 'fill.solid', animationStyle: 'slide-fade-in', focusRing: 'outside' },
        { truncate: true, srOnly: true, borderWidth: '1px', inset: '0', spaceY: 2, divideY: '1px' },
        { gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, boxSize: 8, insetX: 4, _focusVisible: {} },
        { font: 'body', fontWeight: 'semibold', letterSpacing: 'tight', rounded: 'full', blur: 'sm' },
      ];
      for (const style of styles) expect(restored.css(style)).toEqual(made.css(style));
      // Every style property, with values of the token categories they take (a property finds its values on
      // first use in a restored system).
      for (const property of made.utility.keys())
        for (const value of ['2', 'sm', 'md', 'brand.500', 'fg.muted', 'full', '1px', 'auto', 'spin'])
          expect([property, restored.utility.transform(property, value)]).toEqual([
            property,
            made.utility.transform(property, value),
          ]);
      for (const key of Object.keys(made._config.theme!.recipes!))
        expect(restored.getRecipeFn(key)({})).toEqual(made.getRecipeFn(key)({}));
      for (const key of Object.keys(made._config.theme!.slotRecipes!))
        expect(restored.getSlotRecipeFn(key)({})).toEqual(made.getSlotRecipeFn(key)({}));
      expect(restored.getGlobalCss()).toEqual(made.getGlobalCss());
      expect(restored.getTokenCss()).toEqual(made.getTokenCss());
    });
  });
});
