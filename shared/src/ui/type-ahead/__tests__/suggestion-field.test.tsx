import { createTestPlatform } from '@fairgo/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SuggestionField } from '../suggestion-field';

function Form({ suggest }: { suggest: (text: string) => Promise<string[]> }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SuggestionField label="Role" value={value} onChange={setValue} suggest={suggest} />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

const renderForm = (suggest = jest.fn(async (text: string) => [`${text} one`, `${text} two`])) => {
  const { Harness } = createTestPlatform();
  render(<Form suggest={suggest} />, { wrapper: Harness });
  return suggest;
};

describe('SuggestionField', () => {
  it('is a closed combobox before its list loads, and keeps every key typed across the hand-over', async () => {
    const suggest = renderForm();
    const field = screen.getByRole('combobox', { name: 'Role' });
    expect(field).toHaveAttribute('aria-expanded', 'false');

    // The first key focuses the plain field and starts the load; the combobox then takes its place
    // with the text, the focus and the caret, and the next keys go into it. (Keys typed while it
    // loads land in the plain field; when the hand-over falls between two keys depends on the load,
    // so the test waits for it rather than racing it.)
    await userEvent.type(field, 'B');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role' })).not.toBe(field));
    const combobox = screen.getByRole('combobox', { name: 'Role' });
    expect(combobox).toHaveFocus();
    await userEvent.keyboard('ar');
    // Each key re-renders the field through its form's state: on a busy machine the last one may show a
    // moment later (a key lost for good still fails here).
    await waitFor(() => expect(combobox).toHaveValue('Bar'));
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('Bar');

    // The whole text is looked up once typing stops, and a suggestion can be chosen.
    await userEvent.click(await screen.findByRole('option', { name: 'Bar two' }));
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('Bar two');
    await waitFor(() => expect(suggest).toHaveBeenLastCalledWith('Bar', expect.any(AbortSignal)));
  });
});
