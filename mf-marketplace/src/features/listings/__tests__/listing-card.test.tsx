import type { User } from '@fairgo/shared/contract';
import { createTestPlatform, testUser } from '@fairgo/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testListing } from '../../../test/listing';
import { EMAIL_COPIED, EMPLOYERS_ONLY, PHONE_COPIED, SIGN_IN_FOR_CONTACTS } from '../contact-details';
import { ListingCard, NO_CERTIFICATES, NO_WORKER_CERTIFICATES, PAY_NOT_STATED } from '../listing-card';
import { NO_RESUME_YET, RESUME_SOON } from '../download-resume';

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
const viewers: Record<string, User | null> = {
  visitor: null,
  worker: testUser({ role: 'worker' }),
  employerWithoutMembership: testUser({ role: 'employer', membershipExpires: null }),
  member: testUser({ role: 'both', membershipExpires: inAYear }),
};

function renderCard(listing = testListing(), viewer: User | null = viewers.member!, kind: 'job' | 'worker' = 'worker') {
  const test = createTestPlatform(viewer ? { user: viewer } : {});
  render(<ListingCard listing={listing} kind={kind} />, { wrapper: test.Harness });
  return test;
}
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('ListingCard', () => {
  it('names a job by its business and states its pay, its hours, and the reason for a rate under the floor', () => {
    renderCard(
      testListing({
        name: 'Tom Nguyen',
        businessName: 'Brunswick Bakehouse',
        pay: { kind: 'hour', cents: 2200 },
        payBelowFloorReason: 'junior',
        hours: { perWeek: 20, shiftStart: '06:00', shiftEnd: '14:00' },
        gender: null,
        yearsExperience: null,
      }),
      viewers.worker!,
      'job',
    );
    const card = screen.getByRole('article', { name: 'Brunswick Bakehouse' });
    expect(within(card).queryByText(/Tom Nguyen/)).not.toBeInTheDocument();
    expect(within(card).getByText('$22 an hour')).toBeInTheDocument();
    expect(within(card).getByText('Junior rate (under 21)')).toBeInTheDocument();
    expect(within(card).getByText('20 hours a week, 6:00 am–2:00 pm')).toBeInTheDocument();
    expect(within(card).queryByText(/Gender|Years of experience/)).not.toBeInTheDocument();
  });

  it("says 'Pay not stated' on a job that states none, and a shift's pay as such", () => {
    renderCard(testListing({ businessName: 'Harbour Cafe', pay: null }), viewers.worker!, 'job');
    expect(within(screen.getByRole('article', { name: 'Harbour Cafe' })).getByText(PAY_NOT_STATED)).toBeInTheDocument();
    cleanup();
    renderCard(
      testListing({ businessName: 'Harbour Cafe', pay: { kind: 'shift', cents: 18000 } }),
      viewers.worker!,
      'job',
    );
    expect(screen.getByText('$180 a shift')).toBeInTheDocument();
  });

  it("shows a worker's gender only when they chose one", () => {
    renderCard(testListing({ gender: null }));
    const card = screen.getByRole('article', { name: 'Casey Worker' });
    expect(within(card).getByText('Years of experience: 3')).toBeInTheDocument();
    expect(within(card).queryByText(/Gender/)).not.toBeInTheDocument();
  });

  it('shows name, job, place, the seven days in green and red, and the additional information', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Casey Worker' });
    expect(within(card).getByText('Barista')).toBeInTheDocument();
    expect(within(card).getByText('Newtown, New South Wales')).toBeInTheDocument();
    const monday = within(card).getByRole('listitem', { name: 'Monday: available' });
    const tuesday = within(card).getByRole('listitem', { name: 'Tuesday: not available' });
    expect(monday).toHaveAttribute('data-available', 'true');
    expect(tuesday).toHaveAttribute('data-available', 'false');
    expect(getComputedStyle(monday).background).toContain('green-700');
    expect(getComputedStyle(tuesday).background).toContain('red-700');
    // Each chip's hint: the first and last lined up inside the card, not cut off at its edges.
    const sunday = within(card).getByRole('listitem', { name: /^Sunday/ });
    expect(monday.parentElement).toHaveAttribute('data-hint', 'Monday: available');
    expect([monday, tuesday, sunday].map((chip) => chip.parentElement?.dataset.align)).toEqual([
      'start',
      'center',
      'end',
    ]);
    expect(within(card).getAllByRole('listitem', { name: /: (not )?available$/ })).toHaveLength(7);
    expect(within(card).getByText('Additional Information')).toBeInTheDocument();
    expect(within(card).getByText('Years of experience: 3')).toBeInTheDocument();
    expect(within(card).getByText('Gender: Female')).toBeInTheDocument();
  });

  it('leaves the additional information off job cards, and uses the default avatar by gender', () => {
    renderCard(testListing({ gender: 'Male' }), viewers.member, 'job');
    expect(screen.queryByText('Additional Information')).not.toBeInTheDocument();
  });

  it('shows only certificates with a letter, or says there are none', () => {
    renderCard(testListing({ certificates: ['RSA', '123', '--', 'White Card'] }));
    expect(screen.getByText('RSA')).toBeInTheDocument();
    expect(screen.getByText('White Card')).toBeInTheDocument();
    expect(screen.queryByText('123')).not.toBeInTheDocument();
    expect(screen.queryByText(NO_CERTIFICATES)).not.toBeInTheDocument();
  });

  it('says a job has no certification requirements, and a worker lists none, when no entry has a letter', () => {
    renderCard(testListing({ certificates: ['123', ' '] }), viewers.member, 'job');
    expect(screen.getByText(NO_CERTIFICATES)).toBeInTheDocument();
    cleanup();
    renderCard(testListing({ certificates: [] }), viewers.member, 'worker');
    expect(screen.getByText(NO_WORKER_CERTIFICATES)).toBeInTheDocument();
    expect(screen.queryByText(NO_CERTIFICATES)).not.toBeInTheDocument();
  });

  it("reads '{name} is looking for {job}' without a description", () => {
    renderCard(testListing({ description: '' }));
    expect(screen.getByText('Casey Worker is looking for Barista')).toBeInTheDocument();
  });

  it("offers no 'Show More...' for 23 words", () => {
    renderCard(testListing({ description: words(23) }));
    expect(screen.queryByRole('button', { name: 'Show More...' })).not.toBeInTheDocument();
  });

  it('expands and folds a description of 24 words', async () => {
    renderCard(testListing({ description: words(24) }));
    await userEvent.click(screen.getByRole('button', { name: 'Show More...' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getByRole('button', { name: 'Show More...' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['a visitor', null],
    ['a worker', viewers.worker!],
    ['an employer without a membership', viewers.employerWithoutMembership!],
  ])('keeps Download Resume disabled for %s, with its tooltip text', (_who, viewer) => {
    renderCard(testListing({ postCreatedBy: { ...testListing().postCreatedBy, hasResume: true } }), viewer);
    expect(screen.getByRole('button', { name: /Download Resume/ })).toBeDisabled();
    const trigger = screen.getByLabelText(`Download Resume: ${RESUME_SOON}`);
    expect(trigger.parentElement).toHaveAttribute('data-hint', RESUME_SOON); // what the tooltip shows
  });

  it('lets a member download a résumé the worker keeps, and says when there is none', () => {
    renderCard(testListing({ postCreatedBy: { ...testListing().postCreatedBy, hasResume: true } }));
    expect(screen.getByRole('button', { name: /Download Resume/ })).toBeEnabled();
    cleanup();
    renderCard();
    expect(screen.getByRole('button', { name: /Download Resume/ })).toBeDisabled();
    expect(screen.getByLabelText(`Download Resume: ${NO_RESUME_YET}`)).toBeInTheDocument();
  });

  it('gives each day chip a tooltip saying whether the worker is available', () => {
    renderCard(testListing({ availability: { ...testListing().availability, Monday: true, Tuesday: false } }));
    expect(screen.getByRole('listitem', { name: 'Monday: available' }).parentElement).toHaveAttribute(
      'data-hint',
      'Monday: available',
    );
    expect(screen.getByRole('listitem', { name: 'Tuesday: not available' }).parentElement).toHaveAttribute(
      'data-hint',
      'Tuesday: not available',
    );
  });

  it('shows a visitor blurred samples, and asks them to sign in or register', async () => {
    renderCard(testListing({ phone: null, email: null }), viewers.visitor);
    expect(screen.queryByText(/0412 ?345 ?678/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show phone' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SIGN_IN_FOR_CONTACTS)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('tells a worker that only employers can see contact details', async () => {
    renderCard(testListing({ phone: null, email: null }), viewers.worker);
    await userEvent.click(screen.getByRole('button', { name: 'Show email' }));
    expect(await screen.findByText(EMPLOYERS_ONLY)).toBeInTheDocument();
  });

  it('offers an employer without a membership the membership dialog', async () => {
    renderCard(testListing({ phone: null, email: null }), viewers.employerWithoutMembership);
    await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(await screen.findByRole('dialog', { name: 'Membership required' })).toBeInTheDocument();
  });

  it('shows a member the real details, copies them on click, and links tel: and mailto:', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByRole('link', { name: 'Phone' })).toHaveAttribute('href', 'tel:0412345678');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:casey@example.com.au');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: '0412 345 678' }));
    expect(await screen.findByText(PHONE_COPIED)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('0412345678');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'casey@example.com.au' }));
    expect(await screen.findByText(EMAIL_COPIED)).toBeInTheDocument();
  });

  it("shows a member 'Not shared' when the phone is not shared", () => {
    renderCard(testListing({ phone: null, sharePhone: false }));
    expect(screen.getByText('Not shared')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Phone' })).toBeDisabled();
  });
});
