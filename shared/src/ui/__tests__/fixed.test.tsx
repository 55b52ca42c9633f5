import { Box, Button, fixed, fixedLooks, getSystem, Heading, UiProvider } from '@fairgo/shared/ui';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

const STYLES = { display: 'inline-flex', px: 1.5, bg: 'red.700', '&[data-on=true]': { bg: 'green.700' } } as const;
const Chip = fixed('span', STYLES);

describe('fixed', () => {
  it('styles its element as a Chakra element with the same styles is, under the same class', () => {
    render(
      <UiProvider>
        <Chip data-testid="fixed" data-on>
          Mon
        </Chip>
        <Box as="span" data-testid="chakra" {...STYLES} />
      </UiProvider>,
    );
    const element = screen.getByTestId('fixed');
    expect(element.tagName).toBe('SPAN');
    expect(element).toHaveAttribute('data-on', 'true');
    expect(element).toHaveTextContent('Mon');
    expect(element.className).toMatch(/^css-/);
    expect(element.className).toBe(screen.getByTestId('chakra').className);
    expect(getComputedStyle(element).display).toBe('inline-flex');
  });

  it("takes a recipe's variants under its styles, as a Chakra component does", () => {
    const Title = fixed('h2', { lineClamp: 1 }, { key: 'heading', variants: { size: 'md' } });
    render(
      <UiProvider>
        <Title data-testid="fixed">Fixed</Title>
        <Heading as="h2" size="md" lineClamp={1} data-testid="chakra">
          Chakra
        </Heading>
      </UiProvider>,
    );
    const [fixedTitle, chakraTitle] = [screen.getByTestId('fixed'), screen.getByTestId('chakra')];
    expect(fixedTitle.tagName).toBe('H2');
    expect(fixedTitle.className).toBe(chakraTitle.className);
    expect(fixedTitle).toHaveClass('chakra-heading');
  });

  it("keeps the recipe's class beside a class of its own", () => {
    const Title = fixed('h2', {}, { key: 'heading', variants: { size: 'md' } });
    render(
      <UiProvider>
        <Title className="page-title">Fixed</Title>
      </UiProvider>,
    );
    const title = screen.getByRole('heading', { name: 'Fixed' });
    expect(title).toHaveClass('chakra-heading', 'page-title');
    expect(title.className).toMatch(/^chakra-heading page-title css-/);
  });

  it('resolves its styles once per design system, however many times it renders', () => {
    const resolve = jest.spyOn(getSystem(), 'css');
    const Tag = fixed('b', { fontWeight: 'semibold' });
    const { rerender } = render(
      <UiProvider>
        <Tag>one</Tag>
        <Tag>two</Tag>
      </UiProvider>,
    );
    rerender(
      <UiProvider>
        <Tag>one</Tag>
        <Tag>three</Tag>
      </UiProvider>,
    );
    expect(resolve.mock.calls.filter(([styles]) => styles?.fontWeight === 'semibold')).toHaveLength(1);
    expect(screen.getByText('three').className).toBe(screen.getByText('one').className);
    resolve.mockRestore();
  });

  it('changes only its class between looks, so the element and its focus stay', () => {
    const look = (variant: string) => ({
      styles: { colorPalette: 'brand' },
      recipe: { key: 'button', variants: { size: 'xs', variant } },
    });
    const Toggle = fixedLooks('button', { on: look('solid'), off: look('outline') });
    const page = (on: boolean): ReactNode => (
      <UiProvider>
        <Toggle look={on ? 'on' : 'off'} type="button">
          Mon
        </Toggle>
        <Button size="xs" variant="solid" colorPalette="brand">
          Solid
        </Button>
        <Button size="xs" variant="outline" colorPalette="brand">
          Outline
        </Button>
      </UiProvider>
    );
    const { rerender } = render(page(false));
    const toggle = screen.getByRole('button', { name: 'Mon' });
    toggle.focus();
    expect(toggle.className).toBe(screen.getByRole('button', { name: 'Outline' }).className);
    rerender(page(true));
    expect(screen.getByRole('button', { name: 'Mon' })).toBe(toggle);
    expect(toggle).toHaveFocus();
    expect(toggle.className).toBe(screen.getByRole('button', { name: 'Solid' }).className);
  });
});
