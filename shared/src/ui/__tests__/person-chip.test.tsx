import { PersonChip, UiProvider } from '@fairgo/shared/ui';
import { render, screen } from '@testing-library/react';

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
