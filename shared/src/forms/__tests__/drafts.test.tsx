import type { User } from '@fairgo/shared/contract';
import { createTestPlatform, testUser } from '@fairgo/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDraftState } from '@fairgo/shared/platform';
import { DraftNotice, DRAFT_KEPT } from '@fairgo/shared/ui';
import { useForm, useFormDraft } from '..';

function NoteDialog() {
  const draft = useDraftState('note', { note: '' });
  return (
    <>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <input
        aria-label="Note"
        value={draft.values.note}
        onChange={(event) => draft.change({ note: event.target.value })}
      />
      <button onClick={draft.sent}>Send</button>
    </>
  );
}

function SignUp() {
  const form = useForm({ defaultValues: { name: '', password: '' } });
  const draft = useFormDraft('sign-up', form, ['name']);
  return (
    <>
      <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
      <input aria-label="Name" {...form.register('name')} />
      <input aria-label="Password" {...form.register('password')} />
    </>
  );
}

const renderAs = (ui: React.ReactElement, user: User | null = testUser()) =>
  render(ui, { wrapper: createTestPlatform({ user: user ?? undefined }).Harness });

// What is typed is kept per form and per person until it is sent or discarded.
describe('drafts', () => {
  it("gives a dialog's draft back when it opens again, to the same person only, until it is sent", async () => {
    const first = renderAs(<NoteDialog />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Back on Monday');
    first.unmount();

    const again = renderAs(<NoteDialog />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Back on Monday');
    expect(screen.getByText(DRAFT_KEPT)).toBeInTheDocument();
    again.unmount();

    const someoneElse = renderAs(<NoteDialog />, testUser({ _id: '77777777-7777-4777-8777-777777777777' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    someoneElse.unmount();

    const sending = renderAs(<NoteDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    sending.unmount();
    renderAs(<NoteDialog />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(screen.queryByText(DRAFT_KEPT)).not.toBeInTheDocument();
  });

  it("keeps a form's named fields only (never a password), and forgets them on Start over", async () => {
    const first = renderAs(<SignUp />, null);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mia');
    await userEvent.type(screen.getByRole('textbox', { name: 'Password' }), 'secret-123');
    first.unmount();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret-123');

    renderAs(<SignUp />, null);
    expect(await screen.findByText(DRAFT_KEPT)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Mia');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(sessionStorage.length).toBe(0);
  });
});
