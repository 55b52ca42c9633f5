import { createTestPlatform, fakeApiForEachTest, testUser } from '@fairgo/testing';
import { QueryRoot } from '@fairgo/shared/queries';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { testTask } from '../../../test/task';
import { SEND_FAILED } from '../../../lib/task-texts';
import { MessageThread } from '../message-thread';
import { QuestionList } from '../question-list';

const TASK = '11111111-1111-4111-8111-111111111111';

function renderWith(children: ReactNode) {
  const { Harness } = createTestPlatform({ user: testUser() });
  return render(<QueryRoot>{children}</QueryRoot>, { wrapper: Harness });
}

describe('questions and messages', () => {
  const api = fakeApiForEachTest();

  it('keeps a question that did not go, says so, and empties the box once it went', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(`POST /api/questions/askQuestion/${TASK}`, { status: 500, body: { message: 'down' } });
    renderWith(<QuestionList task={testTask()} />);
    const box = screen.getByRole('textbox', { name: 'Ask a question about this task' });
    await user.type(box, '  Is parking nearby?  ');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
    expect(box).toHaveValue('  Is parking nearby?  ');
    expect(logged.mock.calls[0]?.[0]).toBe('[tasks] TASKS-005 asking a question failed');
    logged.mockRestore();

    api.answer(`POST /api/questions/askQuestion/${TASK}`, { status: 201, body: { message: 'Question asked.' } });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.last(`POST /api/questions/askQuestion/${TASK}`)?.body).toEqual({ question: 'Is parking nearby?' });
  });

  it('ignores an empty message and sends a written one to the task', async () => {
    const user = userEvent.setup();
    api.answer(`POST /api/tasks/sendMessage/${TASK}`, { status: 201, body: { message: 'Message sent.' } });
    renderWith(<MessageThread task={testTask({ viewer: 'owner', status: 'accepted' })} />);
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.requestsTo(`POST /api/tasks/sendMessage/${TASK}`)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'On my way.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Write a message' })).toHaveValue(''));
    expect(api.last(`POST /api/tasks/sendMessage/${TASK}`)?.body).toEqual({ message: 'On my way.' });
  });
});
