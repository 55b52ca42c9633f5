import { createTestPlatform, fakeApiForEachTest, testUser } from '@fairgo/testing';
import { QueryRoot } from '@fairgo/shared/queries';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { testOffer, testTask } from '../../../test/task';
import { MakeOfferForm } from '../make-offer-form';
import { OfferList } from '../offer-list';
import type { TaskStepRunner } from '../api/task-steps';

const idle: TaskStepRunner = { run: jest.fn(), busy: () => false };

function renderWith(children: ReactNode) {
  const { Harness } = createTestPlatform({ user: testUser() });
  return render(<QueryRoot>{children}</QueryRoot>, { wrapper: Harness });
}

const long = `${'I have assembled many wardrobes. '.repeat(4)}I bring my own drill and can come on Saturday.`;

describe('offer list', () => {
  it('cuts messages above 100 characters, with Show More and Show Less', async () => {
    renderWith(
      <OfferList task={testTask({ offers: [testOffer({ message: long })] })} steps={idle} onEdit={jest.fn()} />,
    );
    expect(screen.getByText(`${long.slice(0, 100).trimEnd()}…`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(long, { exact: false })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByText(long, { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByText(long, { exact: false })).not.toBeInTheDocument();
  });

  it('keeps a message of 100 characters whole', () => {
    const hundred = 'x'.repeat(100);
    renderWith(
      <OfferList task={testTask({ offers: [testOffer({ message: hundred })] })} steps={idle} onEdit={jest.fn()} />,
    );
    expect(screen.getByText(hundred)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it("shows the tasker their own offer's fee and what they will get", () => {
    renderWith(
      <OfferList
        task={testTask({ offers: [testOffer({ isMine: true, budget: 99.95, fee: 10, payout: 89.95 })] })}
        steps={idle}
        onEdit={jest.fn()}
      />,
    );
    expect(screen.getByText(/Service fee \(10%\): \$10 · You will get:/)).toHaveTextContent('$89.95');
  });

  it('offers Accept Offer to the owner of an open task only for pending offers', () => {
    const offers = [testOffer(), testOffer({ _id: 'other', status: 'accepted', isAccepted: true })];
    const { unmount } = renderWith(
      <OfferList task={testTask({ viewer: 'owner', offers })} steps={idle} onEdit={jest.fn()} />,
    );
    expect(screen.getAllByRole('button', { name: 'Accept Offer' })).toHaveLength(1);
    unmount();
    renderWith(<OfferList task={testTask({ viewer: 'public', offers })} steps={idle} onEdit={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Accept Offer' })).not.toBeInTheDocument();
  });
});

describe('Make Offer', () => {
  const api = fakeApiForEachTest();

  it('previews 10% fee and "You will get", and enables Submit Offer only with an amount, a message and the agreement', async () => {
    const user = userEvent.setup();
    const onSent = jest.fn();
    api.answer('POST /api/offers/submitOffer/11111111-1111-4111-8111-111111111111', {
      status: 201,
      body: { message: 'Offer submitted' },
    });
    renderWith(<MakeOfferForm task={testTask({ originalBudget: 120 })} onSent={onSent} onCancel={jest.fn()} />);

    const amount = screen.getByRole('textbox', { name: /Your offer/ });
    await user.clear(amount);
    await user.type(amount, '150');
    expect(screen.getByText(/Service fee \(10%\): \$15 · You will get:/)).toHaveTextContent('$135');
    await user.clear(amount);
    await user.type(amount, '33.33');
    expect(screen.getByText(/Service fee \(10%\): \$3.33 · You will get:/)).toHaveTextContent('$30');

    const submit = screen.getByRole('button', { name: 'Submit Offer' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can do Saturday.');
    expect(screen.getByText('16/500')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: /I accept the terms and conditions ?, and the 10% service fee/ }),
    );
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.last('POST /api/offers/submitOffer/11111111-1111-4111-8111-111111111111')?.body).toEqual({
      amount: 33.33,
      message: 'Can do Saturday.',
    });
  });

  it("keeps the offer and shows the server's reason when it is refused", async () => {
    const user = userEvent.setup();
    const onSent = jest.fn();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('POST /api/offers/submitOffer/11111111-1111-4111-8111-111111111111', {
      status: 409,
      body: { message: 'This task is no longer taking offers.' },
    });
    renderWith(<MakeOfferForm task={testTask({ originalBudget: 120 })} onSent={onSent} onCancel={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can do Saturday.');
    await user.click(
      screen.getByRole('checkbox', { name: /I accept the terms and conditions ?, and the 10% service fee/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Offer' }));
    expect(await screen.findByText('This task is no longer taking offers.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Can do Saturday.');
    expect(onSent).not.toHaveBeenCalled();
    expect(logged.mock.calls[0]?.[0]).toBe('[tasks] TASKS-002 submitting an offer failed');
    logged.mockRestore();
  });
});
