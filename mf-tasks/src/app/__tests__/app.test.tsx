import { fakeApiForEachTest, installManualIntersectionObserver, renderAppAt, testUser } from '@fairgo/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_LIST_MESSAGES } from '../../features/task-list/task-filters';
import {
  AUTO_COMPLETION_STATEMENT,
  PAYMENT_CHECK_FAILED,
  TASK_COMPLETED,
  TASK_LIST_LOAD_FAILED,
  TASK_NOT_FOUND,
} from '../../lib/task-texts';
import { testOffer, testTask, testTaskSummary } from '../../test/task';
import { App } from '../app';
import { TASK_CARDS_AT_ONCE } from '../routes/tasks-page';

const TASK_ID = '11111111-1111-4111-8111-111111111111';
const renderAt = (path: string, options: Parameters<typeof renderAppAt>[2] = { user: testUser() }) =>
  renderAppAt(App, path, options);

describe('mf-tasks', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/tasks/getAllTasks', { status: 200, body: [testTaskSummary()] });
    api.answer('GET /api/postTaskCount', { status: 204 });
  });

  it('sends a logged-out visitor to /login (product.md#tasks-pages), to come back here', () => {
    const { navigations } = renderAt('/tasks/view/allTasks', {});
    expect(navigations).toEqual([{ to: '/login?next=%2Ftasks%2Fview%2FallTasks', replace: true }]);
  });

  it('says an unknown sub-path is no page, to a visitor too, without sending them to sign in', async () => {
    const { navigations } = renderAt('/tasks/nope/deeper', {});
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(navigations).toEqual([]);
  });

  it('redirects /tasks to /tasks/view/allTasks, with the banner, the filter and the cards', async () => {
    renderAt('/tasks');
    expect(window.location.pathname).toBe('/tasks/view/allTasks');
    expect(screen.getByText('Tasks is a new feature!')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('allTasks');
    const card = await screen.findByRole('article', { name: 'Assemble a flat-pack wardrobe' });
    for (const text of [
      '$120',
      'Newtown, New South Wales',
      'Due 14 March 2099',
      'Midday (10am - 2pm)',
      'Open',
      '0 offers',
      '0 questions',
      'Olivia Owner',
    ])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=12%20King%20Street%2C%20Newtown%2C%20New%20South%20Wales%2C%20Australia',
    );
  });

  it('copies the full address from a card, and says so', async () => {
    const user = userEvent.setup();
    renderAt('/tasks/view/allTasks');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: '12 King Street, Newtown, New South Wales, Australia' }));
    expect(await screen.findByRole('dialog', { name: 'Address copied to clipboard' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('12 King Street, Newtown, New South Wales, Australia');
  });

  it('shows "remote" and "Flexible with dates" on a card that says so', async () => {
    api.answer('GET /api/tasks/getAllTasks', {
      status: 200,
      body: [
        testTaskSummary({ isThisRemoteTask: true, location: null, fullAddress: null, isFlexible: true, dueDate: null }),
      ],
    });
    renderAt('/tasks/view/allTasks');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Remote')).toBeInTheDocument();
    expect(within(card).getByText('Flexible with dates')).toBeInTheDocument();
  });

  it.each([
    ['allTasks', 'getAllTasks'],
    ['postedTasks', 'getUsersTasks'],
    ['completedTasks', 'getUsersCompletedTasks'],
    ['tasksAssigned', 'getUsersAssignedTasks'],
  ] as const)('says so when the %s list is empty', async (filter, path) => {
    api.answer(`GET /api/tasks/${path}`, { status: 200, body: [] });
    renderAt(`/tasks/view/${filter}`);
    expect(await screen.findByText(EMPTY_LIST_MESSAGES[filter])).toBeInTheDocument();
  });

  it('lists open tasks first in All Tasks, the ones under way after, under their own heading', async () => {
    api.answer('GET /api/tasks/getAllTasks', {
      status: 200,
      body: [
        testTaskSummary({ _id: 'done', title: 'Done already', status: 'completedByOwner' }),
        testTaskSummary({ _id: 'open', title: 'Still open', status: 'open' }),
      ],
    });
    renderAt('/tasks/view/allTasks');
    const under = await screen.findByRole('region', { name: 'Already assigned or completed' });
    expect(within(under).getByText('Done already')).toBeInTheDocument();
    expect(within(under).queryByText('Still open')).not.toBeInTheDocument();
    const titles = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(titles).toEqual(['Still open', 'Done already']);
  });

  it('draws the first cards in full at once, each other one when it comes near the screen, and all once focus is in the list', async () => {
    const observer = installManualIntersectionObserver();
    try {
      const titles = ['Mow', 'Paint', 'Clean', 'Move', 'Tidy', 'Fix'].map((verb) => `${verb} something`);
      api.answer('GET /api/tasks/getAllTasks', {
        status: 200,
        body: titles.map((title, index) =>
          // The last two are under way: the count of cards drawn at once runs on across both lists.
          testTaskSummary({ _id: `t${index}`, title, status: index < 4 ? 'open' : 'accepted' }),
        ),
      });
      renderAt('/tasks/view/allTasks');
      const card = (title: string) => screen.findByRole('article', { name: title });
      const inFull = async (title: string) => within(await card(title)).queryByText('Olivia Owner');
      expect(TASK_CARDS_AT_ONCE).toEqual({ base: 4 });
      for (const title of titles.slice(0, 4)) expect(await inFull(title)).toBeInTheDocument();
      // A card not drawn yet still shows its title, which opens the task, and its budget.
      expect(await inFull('Tidy something')).toBeNull();
      expect(await card('Tidy something')).toHaveTextContent('$120');
      expect(within(await card('Tidy something')).getByRole('link', { name: 'Tidy something' })).toHaveAttribute(
        'href',
        '/tasks/task/t4',
      );
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        ...titles.slice(0, 4),
        'Already assigned or completed',
        ...titles.slice(4),
      ]);

      await observer.comeNearScreen((target) => target.getAttribute('aria-label') === 'Tidy something');
      expect(await inFull('Tidy something')).toBeInTheDocument();
      expect(await inFull('Fix something')).toBeNull();

      const title = within(await card('Mow something')).getByRole('link', { name: 'Mow something' });
      act(() => title.focus());
      await waitFor(async () => expect(await inFull('Fix something')).toBeInTheDocument());
    } finally {
      observer.restore();
    }
  });

  it('says at once that an unknown task does not exist, without retrying', async () => {
    api.answer(`GET /api/tasks/getTaskById/${TASK_ID}`, { status: 404, body: { message: 'No task has this id.' } });
    renderAt(`/tasks/task/${TASK_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Task not found' });
    expect(await within(dialog).findByText(TASK_NOT_FOUND)).toBeInTheDocument();
    expect(api.requestsTo(`GET /api/tasks/getTaskById/${TASK_ID}`)).toHaveLength(1);
  });

  it('says the list failed to load', async () => {
    api.answer('GET /api/tasks/getAllTasks', { status: 500, body: { message: 'down' } });
    renderAt('/tasks/view/allTasks');
    expect(await screen.findByText(TASK_LIST_LOAD_FAILED, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('moves between lists with the filter select', async () => {
    api.answer('GET /api/tasks/getUsersTasks', { status: 200, body: [] });
    renderAt('/tasks/view/allTasks');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Posted Tasks');
    expect(window.location.pathname).toBe('/tasks/view/postedTasks');
    expect(await screen.findByText(EMPTY_LIST_MESSAGES.postedTasks)).toBeInTheDocument();
  });

  it('opens a task from its address, with Offers, Questions and Make Offer for the public', async () => {
    api.answer(`GET /api/tasks/getTaskById/${TASK_ID}`, { status: 200, body: testTask() });
    renderAt(`/tasks/task/${TASK_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Assemble a flat-pack wardrobe' });
    expect(await within(dialog).findByRole('tab', { name: 'Offers (0)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Questions (0)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Messages' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Make Offer' })).toBeInTheDocument();
  });

  it('asks for payout details before an offer, and says so when the check fails', async () => {
    api.answer(`GET /api/tasks/getTaskById/${TASK_ID}`, { status: 200, body: testTask() });
    api.answer('GET /api/tasks/checkIfUserHasTaskPaymentOutMethodAdded', {
      status: 200,
      body: { taskPaymentMethodAdded: false, url: 'http://localhost:3000/api/payments/dev/onboarding/al_dev_1' },
    });
    renderAt(`/tasks/task/${TASK_ID}`);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Make Offer' }));
    expect(await within(dialog).findByText(/Payout Details Required/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
      'href',
      'http://localhost:3000/api/payments/dev/onboarding/al_dev_1',
    );

    api.answer('GET /api/tasks/checkIfUserHasTaskPaymentOutMethodAdded', { status: 500 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Offer' }));
    expect(await within(dialog).findByText(PAYMENT_CHECK_FAILED)).toBeInTheDocument();
  });

  it('gives the owner Offers, Questions and Messages once assigned, and Mark as Completed after the tasker', async () => {
    const task = testTask({
      viewer: 'owner',
      status: 'completedByAssignee',
      agreedBudget: 150,
      offers: [testOffer({ status: 'accepted', isAccepted: true })],
      autoCompletesOn: '2099-03-15T09:00:00.000Z',
    });
    api.answer(`GET /api/tasks/getTaskById/${TASK_ID}`, { status: 200, body: task });
    api.answer(`POST /api/tasks/markCompletedByOwner/${TASK_ID}`, { status: 200, body: { message: 'Task Completed' } });
    renderAt(`/tasks/task/${TASK_ID}`);
    const dialog = await screen.findByRole('dialog');
    for (const tab of ['Offers (1)', 'Questions (0)', 'Messages'])
      expect(await within(dialog).findByRole('tab', { name: tab })).toBeInTheDocument();
    expect(within(dialog).getByText(AUTO_COMPLETION_STATEMENT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept Offer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Make Offer' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    expect(api.requestsTo(`POST /api/tasks/markCompletedByOwner/${TASK_ID}`)).toHaveLength(0);
    expect(within(dialog).getByText(/The held \$150 is released to the tasker at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and release the money' }));
    expect(await within(dialog).findByText(TASK_COMPLETED)).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/tasks/markCompletedByOwner/${TASK_ID}`)).toHaveLength(1);
  });

  it("gives the assignee Messages and 'Questions by other taskers', and Complete Task", async () => {
    const task = testTask({ viewer: 'assignee', status: 'accepted', agreedBudget: 150 });
    api.answer(`GET /api/tasks/getTaskById/${TASK_ID}`, { status: 200, body: task });
    api.answer(`POST /api/tasks/markCompletedByAssignee/${TASK_ID}`, { status: 500 });
    renderAt(`/tasks/task/${TASK_ID}`);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('tab', { name: 'Messages' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Questions by other taskers' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: /Offers/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Task' }));
    expect(within(dialog).getByText(/your payout of \$135 is sent in 2-3 business days/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, the work is done' }));
    expect(await within(dialog).findByText('Error marking task as completed. Please try again.')).toBeInTheDocument();
  });

  it("shows the assignee the owner's 'not done yet' on the task, where it says what is left to do", async () => {
    const notDoneYet = { reason: 'The back fence is not painted yet.', on: '2026-11-20T09:00:00.000Z' };
    const task = testTask({ viewer: 'assignee', status: 'accepted', agreedBudget: 150, notDoneYet });
    api.answer(`GET /api/tasks/getTaskById/${TASK_ID}`, { status: 200, body: task });
    renderAt(`/tasks/task/${TASK_ID}`);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/The owner says this task is not done yet/)).toBeInTheDocument();
    expect(within(dialog).getByText('The back fence is not painted yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('Once it is done, let the owner know again.')).toBeInTheDocument();
  });

  it('hides sending messages once the owner has completed the task', async () => {
    const task = testTask({
      viewer: 'assignee',
      status: 'completedByOwner',
      agreedBudget: 150,
      payoutExpectedOn: '2099-03-18',
    });
    api.answer(`GET /api/tasks/getTaskById/${TASK_ID}`, { status: 200, body: task });
    renderAt(`/tasks/task/${TASK_ID}`);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This task is complete.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Write a message' })).not.toBeInTheDocument();
  });

  it('asks for a task payment method before Post a Task opens the wizard, and counts the press', async () => {
    api.answer('GET /api/tasks/checkIfUserHasTaskPaymentMethod', {
      status: 200,
      body: { taskPaymentMethodAdded: false, url: 'http://localhost:3000/api/payments/dev/checkout/cs_dev_1' },
    });
    renderAt('/tasks/view/allTasks');
    await userEvent.click(screen.getByRole('button', { name: 'Post a Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details Required' });
    expect(within(dialog).getByText('You need to verify your payment details to proceed.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add payment details' })).toHaveAttribute(
      'href',
      'http://localhost:3000/api/payments/dev/checkout/cs_dev_1',
    );
    await waitFor(() => expect(api.requestsTo('GET /api/postTaskCount')).toHaveLength(1));
  });

  it('alerts when the payment check fails', async () => {
    api.answer('GET /api/tasks/checkIfUserHasTaskPaymentMethod', { status: 503 });
    renderAt('/tasks/view/allTasks');
    await userEvent.click(screen.getByRole('button', { name: 'Post a Task' }));
    expect(await screen.findByRole('dialog', { name: PAYMENT_CHECK_FAILED })).toBeInTheDocument();
  });
});
