import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Pastes into a type-ahead field once it has the focus: the field is swapped for the loaded combobox
 * on first use, and jsdom drops keys typed into Chakra's combobox (a real browser does not).
 */
export async function pasteInto(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  name: RegExp,
  text: string,
) {
  const field = () => within(form).getByRole('combobox', { name });
  await waitFor(async () => {
    await user.click(field());
    expect(field()).toHaveFocus();
  });
  await user.paste(text);
  await waitFor(() => expect(field()).toHaveValue(text));
}
