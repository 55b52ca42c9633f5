import { createTestPlatform } from '@fairgo/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilterPanel } from '../filter-panel';

function Page({ asForm = false }: { asForm?: boolean }) {
  const [days, setDays] = useState<string[]>([]);
  const [searched, setSearched] = useState(0);
  return (
    <>
      <FilterPanel
        label="Search workers"
        activeCount={days.length}
        {...(asForm
          ? {
              onSubmit: (event) => {
                event.preventDefault();
                setSearched((count) => count + 1);
              },
            }
          : {})}
      >
        <button type="button" onClick={() => setDays([...days, 'Monday'])}>
          Monday
        </button>
        {asForm ? <button type="submit">Search</button> : null}
      </FilterPanel>
      <output aria-label="Searched">{searched}</output>
    </>
  );
}

const renderPage = (asForm?: boolean) => {
  const { Harness } = createTestPlatform();
  render(<Page asForm={asForm} />, { wrapper: Harness });
};
const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

// Phone-first: below the tablet breakpoint the filters are a button with the count of filters
// set, opening them in a dialog. (jsdom applies no media query, so both forms are in its page.)
describe('FilterPanel', () => {
  it('is a labelled panel of the filters, and a Filters button that counts those set', async () => {
    renderPage();
    expect(screen.getByRole('region', { name: 'Search workers' })).toBeInTheDocument();
    expect(filtersButton()).toHaveAccessibleName('Filters');
    await userEvent.click(screen.getByRole('button', { name: 'Monday' }));
    expect(filtersButton()).toHaveAccessibleName('Filters 1 set');
  });

  it('opens the filters in a dialog that keeps focus and closes on Escape or Show results', async () => {
    renderPage();
    await userEvent.click(filtersButton());
    const dialog = await screen.findByRole('dialog', { name: 'Search workers' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Monday' }));
    // The rest of the page is hidden from assistive technology while it is open.
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(filtersButton()).toHaveAccessibleName('Filters 1 set');
    // Focus is back on the button that opened the dialog once the dialog has left the page.
    await waitFor(() => expect(filtersButton()).toHaveFocus());
    await userEvent.click(filtersButton());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('applies a form of filters on its Search, and closes the dialog', async () => {
    renderPage(true);
    expect(screen.getByRole('form', { name: 'Search workers' })).toBeInTheDocument();
    await userEvent.click(filtersButton());
    const dialog = await screen.findByRole('dialog', { name: 'Search workers' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'Searched' })).toHaveTextContent('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
