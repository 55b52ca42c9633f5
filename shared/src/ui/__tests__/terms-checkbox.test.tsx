import { UiProvider } from '@fairgo/shared/ui';
import { TermsCheckbox } from '@fairgo/shared/ui/choices';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

describe('TermsCheckbox', () => {
  it('asks in one wording, links the terms in a new tab, and says what else the step binds to', async () => {
    const changed = jest.fn();
    render(
      <UiProvider>
        <TermsCheckbox checked={false} onCheckedChange={changed} alsoAccepting="the 10% service fee." />
      </UiProvider>,
    );
    // The link is an element of its own: the name computed in jsdom has a space before the comma.
    const box = screen.getByRole('checkbox', {
      name: /^I accept the terms and conditions ?, and the 10% service fee\.$/,
    });
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('target', '_blank');
    await userEvent.click(box);
    expect(changed).toHaveBeenCalledWith(true);
  });
});
