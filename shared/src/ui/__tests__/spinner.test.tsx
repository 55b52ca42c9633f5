import { PageSpinner, Spinner, UiProvider } from '@fairgo/shared/ui';
import { render, screen } from '@testing-library/react';

describe('Spinner', () => {
  it('is a status named by what loads when it has a name, and plain decoration when it has none', () => {
    render(
      <UiProvider>
        <Spinner aria-label="Loading the task" />
        <PageSpinner label="Loading the profile" />
        <Spinner data-testid="unnamed" />
      </UiProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading the task' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the profile' })).toBeInTheDocument();
    expect(screen.getByTestId('unnamed')).not.toHaveAttribute('role');
  });
});
