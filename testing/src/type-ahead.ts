import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Types into a type-ahead field (SuggestionField) as a person does: it is focused, its combobox takes
 * its place, then one key at a time, each shown before the next. jsdom runs the combobox's sync of its
 * controlled text out of step with keys sent back to back, which a browser does not (the e2e journeys
 * type into the same fields key by key).
 */
export async function typeIntoSuggestionField(
  user: ReturnType<typeof userEvent.setup>,
  name: RegExp | string,
  text: string,
) {
  await user.click(screen.getByRole('combobox', { name }));
  await waitFor(() => expect(screen.getByRole('combobox', { name })).toHaveAttribute('data-scope', 'combobox'));
  const field = screen.getByRole('combobox', { name });
  await user.click(field);
  for (const key of text) {
    const before = (field as HTMLInputElement).value;
    await user.type(field, key, { skipClick: true });
    await waitFor(() => expect(field).toHaveValue(before + key));
  }
}
