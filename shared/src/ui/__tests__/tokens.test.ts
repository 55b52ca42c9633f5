import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSystem, type SystemStyleObject } from '@chakra-ui/react';
import { SYSTEM_CONFIGS, getSystem } from '../system';
import { chakraTokens, fairgoTokens } from '../tokens/definitions';
import { generateTokens } from '../tokens/generate';

type System = ReturnType<typeof createSystem>;

const entries = (map: Map<string, unknown>) =>
  [...map].map(([key, value]) => [key, value instanceof Map ? [...value] : value]);

describe("the design system's token snapshot", () => {
  it('is what the design tokens make today (run `npm run generate:tokens -w @fairgo/shared`)', () => {
    const { code, declarations } = generateTokens();
    const dir = join(__dirname, '../tokens');
    expect(readFileSync(join(dir, 'tokens.generated.js'), 'utf8')).toBe(code);
    expect(readFileSync(join(dir, 'tokens.generated.d.ts'), 'utf8')).toBe(declarations);
  });

  describe('makes the system Chakra makes from the tokens themselves', () => {
    const made: System = createSystem(...SYSTEM_CONFIGS, chakraTokens, fairgoTokens);
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

    it('writes the same CSS: global styles, token variables, styles and every recipe', () => {
      expect(restored.getTokenCss()).toEqual(made.getTokenCss());
      expect(restored.getGlobalCss()).toEqual(made.getGlobalCss());
      const styles: SystemStyleObject[] = [
        { color: 'brand.600', bg: 'bg.page', p: 4, md: { px: 8 }, rounded: 'l2', shadow: 'card' },
        { mx: -2, mt: '-1.5', w: '0.5', fontSize: 'sm', lineClamp: 2, minH: '3lh' },
        { colorPalette: 'brand', bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
        { borderColor: 'brand.500/40', hideBelow: 'md', zIndex: 'overlay', transitionDuration: 'brand' },
        { _hover: { bg: 'accent.subtle' }, _motionReduce: { animation: 'none' }, animation: 'spin' },
      ];
      for (const style of styles) expect(restored.css(style)).toEqual(made.css(style));
      for (const key of Object.keys(made._config.theme!.recipes!))
        expect(restored.getRecipeFn(key)({})).toEqual(made.getRecipeFn(key)({}));
      for (const key of Object.keys(made._config.theme!.slotRecipes!))
        expect(restored.getSlotRecipeFn(key)({})).toEqual(made.getSlotRecipeFn(key)({}));
    });
  });
});
