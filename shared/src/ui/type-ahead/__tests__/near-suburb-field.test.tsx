import { createTestPlatform, fakeApiForEachTest, typeIntoSuggestionField } from '@fairgo/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NearSuburbField } from '../suburb-field';

function Search({ start = '' }: { start?: string }) {
  const [near, setNear] = useState(start);
  return (
    <>
      <NearSuburbField near={near} onChange={setNear} />
      <output aria-label="Measured from">{near}</output>
      <button type="button" onClick={() => setNear('Newtown')}>
        Back
      </button>
    </>
  );
}

describe('NearSuburbField', () => {
  const api = fakeApiForEachTest((api) =>
    api.answer('GET /api/suburbs', {
      status: 200,
      body: [{ Suburb: 'Bondi, NSW 2026' }, { Suburb: 'Bondi Junction, NSW 2022' }],
    }),
  );
  const renderSearch = (start?: string) => {
    const { Harness } = createTestPlatform();
    render(<Search start={start} />, { wrapper: Harness });
    return {
      field: () => screen.getByRole('combobox', { name: 'Near suburb' }),
      near: () => screen.getByLabelText('Measured from'),
    };
  };

  it('counts only a suburb chosen from the list, and unsets it on the first edit while keeping the text', async () => {
    const user = userEvent.setup();
    const { field, near } = renderSearch();
    await typeIntoSuggestionField(user, 'Near suburb', 'Bondi');
    expect(field()).toHaveValue('Bondi');
    expect(near()).toHaveTextContent(/^$/);
    await user.click(await screen.findByRole('option', { name: 'Bondi, NSW 2026' }));
    expect(near()).toHaveTextContent('Bondi, NSW 2026');
    expect(api.last('GET /api/suburbs')?.path).toBe('/api/suburbs?query=Bondi');

    await user.type(field(), 'x');
    expect(near()).toHaveTextContent(/^$/);
    expect(field()).toHaveValue('Bondi, NSW 2026x');
  });

  it('shows a suburb set from elsewhere (the address read anew, Back)', async () => {
    const user = userEvent.setup();
    const { field, near } = renderSearch('Bondi, NSW 2026');
    expect(field()).toHaveValue('Bondi, NSW 2026');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(field()).toHaveValue('Newtown'));
    expect(near()).toHaveTextContent('Newtown');
  });
});
