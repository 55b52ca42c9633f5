import { jest } from '@jest/globals';
import type * as SharedUi from '@fairgo/shared/ui';
import type { render as renderTree } from '@testing-library/react/pure';

type Ui = typeof SharedUi & { render: typeof renderTree };

/**
 * A fresh copy of the design system (its cache and system are the page's singletons), as a new page has,
 * with React and the renderer of the same copy.
 */
const freshUi = async (use: (ui: Ui) => void) => {
  await jest.isolateModulesAsync(async () =>
    use({ ...(await import('@fairgo/shared/ui')), render: (await import('@testing-library/react/pure')).render }),
  );
};

/** The rules Emotion wrote in the browser (the served ones carry another attribute). */
const writtenRules = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((style) =>
    [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('a served page’s styles (the host moved them into the head)', () => {
  it('are taken as written: hydrating writes none of them again, nor the layers’ order, and moves none', async () => {
    // What the page's tree writes in a page that carries none: its class, and the rules for it.
    let className = '';
    let rules: string[] = [];
    await freshUi(({ Box, UiProvider, render }) => {
      const { container, unmount } = render(
        <UiProvider>
          <Box color="red.600" padding={{ base: 2, md: 4 }} />
        </UiProvider>,
      );
      className = (container.firstElementChild as HTMLElement).className;
      rules = writtenRules();
      unmount();
    });
    expect(rules.some((rule) => rule.startsWith('@layer reset'))).toBe(true);
    const name = className.replace(/^css-/, '');
    expect(rules.filter((rule) => rule.includes(`.${className}`)).length).toBeGreaterThan(0);

    document.head.innerHTML =
      '<style data-served-emotion="css-global g1">@layer reset, base, tokens, recipes;</style>' +
      `<style data-served-emotion="css ${name}">.${className}{color:red}</style>`;
    const served = [...document.head.children];
    await freshUi(({ Box, UiProvider, render }) => {
      render(
        <UiProvider>
          <Box color="red.600" padding={{ base: 2, md: 4 }} />
          <Box color="blue.600" padding={{ base: 1, md: 3 }} />
        </UiProvider>,
      ).unmount();
    });
    const written = writtenRules();
    expect(written.filter((rule) => rule.includes(`.${className}`))).toEqual([]);
    expect(written.filter((rule) => rule.startsWith('@layer reset'))).toEqual([]);
    // The other box's rules are written (its own and its `@media` one), each in a style element of its own.
    expect(written.length).toBeGreaterThan(1);
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(written.length);
    expect([...document.head.children].slice(0, served.length)).toEqual(served);
  });
});
