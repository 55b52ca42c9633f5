import { createTestPlatform, fakeApiForEachTest, testUser } from '@fairgo/testing';
import { QueryRoot } from '@fairgo/shared/queries';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_SUBMIT_FAILED, TASK_SUBMITTED } from '../../../lib/task-texts';
import { draftKey } from '@fairgo/shared/platform';
import { PostTaskWizard, TASK_DRAFT } from '../post-task-wizard';
import type { WizardStep } from '../wizard-rules';
import { useState } from 'react';

/** The wizard with its step held here, as the tasks page holds it in the address. */
function Stepped({ onViewTask }: { onViewTask: (id: string) => void }) {
  const [step, setStep] = useState<WizardStep>(1);
  return (
    <PostTaskWizard
      step={step}
      onStep={setStep}
      onBack={() => setStep((step - 1) as WizardStep)}
      onClose={jest.fn()}
      onViewTask={onViewTask}
    />
  );
}

function renderWizard() {
  const onViewTask = jest.fn();
  const { Harness } = createTestPlatform({ user: testUser() });
  const rendered = render(
    <QueryRoot>
      <Stepped onViewTask={onViewTask} />
    </QueryRoot>,
    { wrapper: Harness },
  );
  return { onViewTask, rendered, dialog: screen.getByRole('dialog', { name: 'Post a Task' }) };
}

describe('post-a-task wizard', () => {
  const api = fakeApiForEachTest();
  beforeEach(() => sessionStorage.clear());

  async function fillToStep4(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    const next = () => within(dialog).getByRole('button', { name: 'Next' });
    expect(within(dialog).getByText('Step 1 of 4: Describe the task')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), '   ');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Two doors.');
    expect(next()).toBeDisabled();
    expect(within(dialog).getByText('Give the task a title.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Wardrobe');
    expect(within(dialog).getByText('11/50')).toBeInTheDocument();
    await user.click(next());

    expect(within(dialog).getByText('Step 2 of 4: Budget and place')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Budget/ }), '12a');
    expect(next()).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: /Budget/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Budget/ }), '80');
    expect(next()).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /remotely/ }));
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());

    expect(within(dialog).getByText('Step 3 of 4: When')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /flexible/ }));
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(within(dialog).getByRole('checkbox', { name: /certain time of day/ }));
    await waitFor(() => expect(next()).toBeDisabled());
    await user.click(within(dialog).getByRole('radio', { name: /Evening/ }));
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(within(dialog).getByText('Step 4 of 4: Review and submit')).toBeInTheDocument();
  }

  it('walks the four steps, Next held until each step holds, and posts the task', async () => {
    api.answer('POST /api/tasks/postTask', {
      status: 201,
      body: { message: TASK_SUBMITTED, task: { _id: 'new-task' } },
    });
    const user = userEvent.setup();
    const { dialog, onViewTask } = renderWizard();
    await fillToStep4(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(TASK_SUBMITTED)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close and View Task' }));
    expect(onViewTask).toHaveBeenCalledWith('new-task');
    const sent = api.last('POST /api/tasks/postTask')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    for (const field of ['Wardrobe', 'Two doors.', '80', 'Evening']) expect(String(sent.body)).toContain(field);
  });

  it('says the post failed and keeps everything for another try', async () => {
    api.answer('POST /api/tasks/postTask', { status: 500 });
    const user = userEvent.setup();
    const { dialog } = renderWizard();
    await fillToStep4(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(TASK_SUBMIT_FAILED)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('   Wardrobe');
  });

  it('keeps the draft through a reload until it is posted, and starts over on demand', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await fillToStep4(user, first.dialog);
    first.rendered.unmount();

    // The page again (a reload): what was typed is still there.
    const again = renderWizard();
    expect(within(again.dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('   Wardrobe');
    await user.click(within(again.dialog).getByRole('button', { name: 'Start over' }));
    expect(within(again.dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('');
    expect(sessionStorage.getItem(draftKey(TASK_DRAFT, testUser()._id))).toBeNull();
  });

  it('forgets the draft once the task is posted', async () => {
    api.answer('POST /api/tasks/postTask', {
      status: 201,
      body: { message: TASK_SUBMITTED, task: { _id: 'new-task' } },
    });
    const user = userEvent.setup();
    const { dialog } = renderWizard();
    await fillToStep4(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(TASK_SUBMITTED)).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey(TASK_DRAFT, testUser()._id))).toBeNull();
  });
});
