import { Avatar } from '@chakra-ui/react';
import { PersonAvatar, PersonChip, UiProvider } from '@fairgo/shared/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';

describe('PersonChip', () => {
  it("shows a person's initials without a picture, their name, and what the list says under it", () => {
    render(
      <UiProvider>
        <PersonChip person={{ name: 'Sam Owner', profileImage: null }}>
          <span>4.5 (2)</span>
        </PersonChip>
      </UiProvider>,
    );
    expect(screen.getByText('SO')).toBeInTheDocument();
    expect(screen.getByText('Sam Owner')).toBeInTheDocument();
    expect(screen.getByText('4.5 (2)')).toBeInTheDocument();
  });

  it('shows their picture as decoration, and a name given in its place (a link to their profile)', () => {
    const { container } = render(
      <UiProvider>
        <PersonChip
          person={{ name: 'Sam Owner', profileImage: '/uploads/sam.png' }}
          name={<a href="/people/1">Sam</a>}
        />
      </UiProvider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/sam.png');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'Sam' })).toHaveAttribute('href', '/people/1');
    expect(screen.queryByText('Sam Owner')).toBeNull();
  });
});

describe('PersonAvatar', () => {
  const sam = { name: 'Sam Owner', profileImage: '/uploads/sam.png' };

  it("looks as Chakra's avatar of the same size and palette does", () => {
    render(
      <UiProvider>
        <PersonAvatar person={{ ...sam, profileImage: null }} size="lg" palette="brand" data-testid="ours" />
        <Avatar.Root size="lg" colorPalette="brand" data-testid="chakra">
          <Avatar.Fallback name={sam.name} />
        </Avatar.Root>
      </UiProvider>,
    );
    const [ours, chakra] = [screen.getByTestId('ours'), screen.getByTestId('chakra')];
    expect(ours.className).toBe(chakra.className);
    expect(ours).toHaveClass('chakra-avatar__root');
    expect(ours.firstElementChild?.className).toBe(chakra.firstElementChild?.className);
    expect(ours).toHaveTextContent('SO');
  });

  it('shows an icon for a person without a name yet (a registration form), or the fallback given', () => {
    const { container } = render(
      <UiProvider>
        <PersonAvatar person={{ name: ' ', profileImage: null }} data-testid="nameless" />
        <PersonAvatar person={sam} fallback="?" data-testid="given" />
      </UiProvider>,
    );
    expect(screen.getByTestId('nameless').querySelector('svg')).toBeInTheDocument();
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('given')).toHaveTextContent('?');
  });

  it('falls back to the initials when the picture fails to load, and tries a new picture again', () => {
    const { container, rerender } = render(
      <UiProvider>
        <PersonAvatar person={sam} />
      </UiProvider>,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('SO')).toBeInTheDocument();
    rerender(
      <UiProvider>
        <PersonAvatar person={{ ...sam, profileImage: '/uploads/sam-2.png' }} />
      </UiProvider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/sam-2.png');
  });

  it('falls back to the initials for a picture that broke before the page could listen (a served page)', async () => {
    const decode = jest.fn(() => Promise.reject(new DOMException('broken', 'EncodingError')));
    const jsdomComplete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete')!;
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { get: () => true, configurable: true });
    try {
      const { container } = render(
        <UiProvider>
          <PersonAvatar person={sam} />
        </UiProvider>,
      );
      await act(() => Promise.resolve());
      expect(decode).toHaveBeenCalled();
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByText('SO')).toBeInTheDocument();
    } finally {
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
      Object.defineProperty(HTMLImageElement.prototype, 'complete', jsdomComplete);
    }
  });
});
