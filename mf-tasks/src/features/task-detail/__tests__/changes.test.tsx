import { createTestPlatform, fakeApiForEachTest, testUser } from '@fairgo/testing';
import { QueryRoot } from '@fairgo/shared/queries';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { testOffer, testTask } from '../../../test/task';
import { FAILURES } from '../../../lib/failures';
import { CANCELLATION_REQUESTED, CANCELLED_ALONE, TASK_COMPLETE_FAILED } from '../../../lib/task-texts';
import { CancellationPanel } from '../cancellation-panel';
import { Completion } from '../completion-panel';
import { useTaskSteps, type TaskStepRunner } from '../api/task-steps';
import { OfferList } from '../offer-list';
import { ReviewPanel } from '../review-panel';

const TASK = '11111111-1111-4111-8111-111111111111';
const OFFER = '22222222-2222-4222-8222-222222222222';

function renderWith(children: ReactNode) {
  const { Harness } = createTestPlatform({ user: testUser() });
  return render(<QueryRoot>{children}</QueryRoot>, { wrapper: Harness });
}

/** A panel with the dialog's own step runner; `shown` collects the messages it would show. */
function withSteps(panel: (steps: TaskStepRunner) => ReactNode) {
  const shown: string[] = [];
  function Panel() {
    const steps = useTaskSteps(TASK, (notice) => void (notice && shown.push(notice.text)));
    return panel(steps);
  }
  return { element: <Panel />, shown };
}
const idle: TaskStepRunner = { run: jest.fn(), busy: () => false };

describe('offer changes', () => {
  const api = fakeApiForEachTest();

  it('lets the owner decline a pending offer with a reason, beside Accept Offer', async () => {
    api.answer(`POST /api/offers/declineOffer/${OFFER}`, { status: 200, body: { message: 'Offer declined.' } });
    const { element, shown } = withSteps((steps) => (
      <OfferList task={testTask({ viewer: 'owner', offers: [testOffer()] })} steps={steps} onEdit={jest.fn()} />
    ));
    renderWith(element);
    expect(screen.getByRole('button', { name: 'Accept Offer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for the tasker/ }), 'Found someone local.');
    await userEvent.click(screen.getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(shown).toEqual(['Offer declined. The tasker has been told.']));
    expect(api.last(`POST /api/offers/declineOffer/${OFFER}`)?.body).toEqual({ reason: 'Found someone local.' });
  });

  it('gives the tasker Update and Withdraw on their own pending offer, with a confirmation', async () => {
    const onEdit = jest.fn();
    const mine = testOffer({ isMine: true });
    api.answer(`POST /api/offers/withdrawOffer/${OFFER}`, { status: 500, body: { message: 'down' } });
    const { element, shown } = withSteps((steps) => (
      <OfferList task={testTask({ offers: [mine] })} steps={steps} onEdit={onEdit} />
    ));
    renderWith(element);
    expect(screen.queryByRole('button', { name: 'Report this offer' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Offer' }));
    expect(onEdit).toHaveBeenCalledWith(mine);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw my offer' }));
    await waitFor(() => expect(shown).toEqual(['Your offer could not be withdrawn. Please try again.']));
  });

  it('labels ended offers and shows the decline reason, with no actions', () => {
    const offers = [
      testOffer({ isMine: true, status: 'declined', declineReason: 'Too dear' }),
      testOffer({ _id: 'w', status: 'withdrawn' }),
    ];
    renderWith(<OfferList task={testTask({ offers })} steps={idle} onEdit={jest.fn()} />);
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.getByText('Reason: Too dear')).toBeInTheDocument();
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report this offer' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Rated 4.5 out of 5 from 2 reviews')).toHaveLength(2);
  });
});

describe('cancellation', () => {
  const api = fakeApiForEachTest();

  it('lets the owner cancel an open task at once, with an optional reason', async () => {
    const { element, shown } = withSteps((steps) => (
      <CancellationPanel task={testTask({ viewer: 'owner' })} steps={steps} />
    ));
    api.answer(`POST /api/tasks/cancelTask/${TASK}`, { status: 200, body: { message: 'Task cancelled.' } });
    renderWith(element);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Task' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this task' }));
    await waitFor(() => expect(shown).toEqual(['Task cancelled. Everyone who made an offer has been told.']));
    expect(api.last(`POST /api/tasks/cancelTask/${TASK}`)?.body).toEqual({});
  });

  it('asks for a reason before asking the other side of an accepted task', async () => {
    const { element, shown } = withSteps((steps) => (
      <CancellationPanel task={testTask({ viewer: 'assignee', status: 'accepted' })} steps={steps} />
    ));
    api.answer(`POST /api/tasks/requestCancellation/${TASK}`, {
      status: 200,
      body: { message: 'Cancellation requested.', outcome: 'requested' },
    });
    renderWith(element);
    await userEvent.click(screen.getByRole('button', { name: 'Ask to cancel this task' }));
    const ask = screen.getByRole('button', { name: 'Ask to cancel' });
    expect(ask).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Why do you want to cancel/ }), 'Unwell.');
    await userEvent.click(ask);
    await waitFor(() => expect(shown).toEqual([CANCELLATION_REQUESTED]));
    expect(api.last(`POST /api/tasks/requestCancellation/${TASK}`)?.body).toEqual({ reason: 'Unwell.' });
  });

  it('says the task is cancelled when the API cancelled it at once (the other side is suspended)', async () => {
    const { element, shown } = withSteps((steps) => (
      <CancellationPanel task={testTask({ viewer: 'owner', status: 'accepted' })} steps={steps} />
    ));
    // The outcome decides, not the words: the same message with 'requested' would say the request was sent.
    api.answer(`POST /api/tasks/requestCancellation/${TASK}`, {
      status: 200,
      body: { message: 'Cancellation requested.', outcome: 'cancelled' },
    });
    renderWith(element);
    await userEvent.click(screen.getByRole('button', { name: 'Ask to cancel this task' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Why do you want to cancel/ }), 'Tasker suspended.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask to cancel' }));
    await waitFor(() => expect(shown).toEqual([CANCELLED_ALONE]));
  });

  it('lets the other side agree or decline, and says when the 48 hours are over', async () => {
    api.answer(`POST /api/tasks/answerCancellation/${TASK}`, { status: 200, body: { message: 'ok' } });
    const cancellation = {
      byMe: false,
      requestedBy: 'Tom Tasker',
      reason: 'Van broke down.',
      createdOn: '2026-11-20T09:00:00.000Z',
      answerBy: '2026-11-22T09:00:00.000Z',
      stands: true,
    };
    const { element } = withSteps((steps) => (
      <CancellationPanel task={testTask({ viewer: 'owner', status: 'accepted', cancellation })} steps={steps} />
    ));
    renderWith(element);
    expect(screen.getByText('Tom Tasker asks to cancel this task.')).toBeInTheDocument();
    expect(screen.getByText(/No answer within 48 hours: the request stands/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep the task' }));
    await waitFor(() =>
      expect(api.last(`POST /api/tasks/answerCancellation/${TASK}`)?.body).toEqual({ accept: false }),
    );
  });

  it('says who cancelled, and that the hold was released, to the owner', () => {
    renderWith(
      <CancellationPanel
        task={testTask({
          viewer: 'owner',
          status: 'cancelled',
          cancelled: { by: 'Tom Tasker', on: '2026-11-20T09:00:00.000Z' },
          hold: { amount: 150, status: 'released' },
        })}
        steps={idle}
      />,
    );
    expect(screen.getByText(/This task was cancelled by Tom Tasker/)).toBeInTheDocument();
    expect(screen.getByText('The $150 held on your card has been released.')).toBeInTheDocument();
  });
});

describe('reviews', () => {
  const api = fakeApiForEachTest();
  const reviews = {
    mine: null,
    theirs: null,
    theirsWritten: true,
    canReview: true,
    otherName: 'Tom Tasker',
    windowEndsOn: '2026-12-04T09:00:00.000Z',
  };

  it('takes 1 to 5 stars and a comment, and keeps the other review hidden until then', async () => {
    const { element, shown } = withSteps((steps) => (
      <ReviewPanel task={testTask({ status: 'completedByOwner', reviews })} steps={steps} />
    ));
    api.answer(`POST /api/tasks/review/${TASK}`, { status: 200, body: { message: 'Review submitted.' } });
    renderWith(element);
    expect(
      screen.getByText('Tom Tasker has reviewed you. You will see it once you have written yours.'),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit review' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), 'Great.');
    await userEvent.click(submit);
    await waitFor(() => expect(shown).toEqual(['Thank you for your review.']));
    expect(api.last(`POST /api/tasks/review/${TASK}`)?.body).toEqual({ rating: 4, comment: 'Great.' });
  });

  it('shows nothing to someone not on the task, and says when the time is over', () => {
    const { unmount } = renderWith(<ReviewPanel task={testTask({ status: 'completedByOwner' })} steps={idle} />);
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    unmount();
    renderWith(
      <ReviewPanel
        task={testTask({ status: 'completedByOwner', reviews: { ...reviews, theirsWritten: false, canReview: false } })}
        steps={idle}
      />,
    );
    expect(screen.getByText('The time to review this task is over.')).toBeInTheDocument();
  });
});

describe('completion', () => {
  const api = fakeApiForEachTest();

  it("shows the owner's confirmation busy while the money is released, and logs a failure under its own code", async () => {
    let answer!: () => void;
    api.answer(`POST /api/tasks/markCompletedByOwner/${TASK}`, {
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
      after: new Promise<void>((done) => (answer = done)),
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { element, shown } = withSteps((steps) => (
      <Completion
        task={testTask({ viewer: 'owner', status: 'completedByAssignee', agreedBudget: 150 })}
        steps={steps}
      />
    ));
    renderWith(element);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    const confirm = screen.getByRole('button', { name: 'Confirm and release the money' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(confirm).toHaveAttribute('data-loading');
    answer();
    await waitFor(() => expect(shown).toEqual([TASK_COMPLETE_FAILED]));
    expect(confirm).toBeEnabled();
    expect(api.requestsTo(`POST /api/tasks/markCompletedByOwner/${TASK}`)).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(`[tasks] ${FAILURES.confirmCompletion.code} failed`, expect.anything());
    logged.mockRestore();
  });
});
