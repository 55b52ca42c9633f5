import { fakeApiForEachTest, installManualIntersectionObserver, renderAppAt, testUser } from '@fairgo/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app';
import { testListing } from '../../../test/listing';
import { CARDS_AT_ONCE } from '../../../features/listings/listing-results';
import { FIND_WORKER_EMPTY, ONLY_EMPLOYERS_POST, REGISTER_TO_POST } from '../find-worker-page';
import { pasteInto } from '../../../test/paste-into';

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();

describe('/find-worker', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/postajobcount', { status: 204 });
    api.answer('GET /api/findworker/workers', { status: 200, body: [testListing({ name: 'Casey Worker' })] });
    api.answer('GET /api/jobRoles/getRoles', { status: 200, body: { JobRoles: ['Barista', 'Bartender'] } });
    api.answer('GET /api/findworker/workers/total', { status: 200, body: { total: 1, atLeast: false } });
    api.answer('GET /api/suburbs', { status: 200, body: [] });
  });

  it('applies a chosen role and a day at once, typed text on Search, and Reset brings back every worker', async () => {
    api.answer('GET /api/findworker/filterworkers', { status: 200, body: [] });
    const user = userEvent.setup();
    renderAppAt(App, '/find-worker');
    await screen.findByRole('article', { name: 'Casey Worker' });
    const lastSearch = () => api.requestsTo('GET /api/findworker/filterworkers').at(-1)?.path ?? '';
    await user.type(screen.getByRole('combobox', { name: 'Role' }), 'Bart');
    await user.click(await screen.findByRole('option', { name: 'Bartender' }));
    await waitFor(() => expect(lastSearch()).toContain('jobs=Bartender'));
    await user.click(screen.getByRole('button', { name: 'Saturday' }));
    await waitFor(() => expect(lastSearch()).toContain('availability=Saturday'));
    expect(await screen.findByText(FIND_WORKER_EMPTY, {}, { timeout: 3000 })).toBeInTheDocument();
    // Text typed without choosing a suggestion waits for Search (pasted: jsdom drops keys typed into
    // Chakra's controlled combobox once it has loaded; a real browser does not).
    const location = () => screen.getByRole('combobox', { name: 'Location' });
    await user.hover(location());
    await waitFor(() => expect(location()).toHaveAttribute('data-scope', 'combobox'));
    await user.click(location());
    await user.paste('Newtown');
    expect(location()).toHaveValue('Newtown');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lastSearch()).not.toContain('locations=');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch()).toContain('locations=Newtown'));
    // The search is in the address, in place of the page's entry.
    expect(window.location.search).toBe('?role=Bartender&location=Newtown&day=Saturday');
    // A field emptied is its filter removed at once.
    await user.clear(location());
    await waitFor(() => expect(window.location.search).toBe('?role=Bartender&day=Saturday'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('article', { name: 'Casey Worker' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('draws the first cards in full at once, each other one when it comes near the screen, and all once focus is in the list', async () => {
    const observer = installManualIntersectionObserver();
    const matchMedia = window.matchMedia;
    // A desktop's screen: the grid's first row is three cards (a phone's, one: `forScreenWidth`).
    window.matchMedia = ((query: string) => ({ matches: true, media: query })) as unknown as typeof matchMedia;
    try {
      const names = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eve'].map((name) => `${name} Worker`);
      api.answer('GET /api/findworker/workers', {
        status: 200,
        body: names.map((name, index) => testListing({ _id: `w${index}`, name, job: 'Barista' })),
      });
      renderAppAt(App, '/find-worker');
      const card = (name: string) => screen.findByRole('article', { name });
      const inFull = async (name: string) => within(await card(name)).queryByRole('list', { name: 'Availability' });
      expect(CARDS_AT_ONCE.xl).toBe(3);
      for (const name of names.slice(0, 3)) expect(await inFull(name)).toBeInTheDocument();
      // A card not drawn yet still says whose it is and for what: the page's headings and count hold.
      expect(await inFull('Dan Worker')).toBeNull();
      expect(await card('Dan Worker')).toHaveTextContent('Barista');
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(names);

      await observer.comeNearScreen((target) => target.textContent?.includes('Dan Worker') ?? false);
      expect(await inFull('Dan Worker')).toBeInTheDocument();
      expect(await inFull('Eve Worker')).toBeNull();

      // Tab then reaches every card's controls in order.
      const monday = within(await card('Ava Worker')).getByRole('listitem', { name: /^Monday/ });
      act(() => monday.focus());
      await waitFor(async () => expect(await inFull('Eve Worker')).toBeInTheDocument());
    } finally {
      observer.restore();
      window.matchMedia = matchMedia;
    }
  });

  it('draws one card in full at once on a phone, whose first screen is the filters', async () => {
    const observer = installManualIntersectionObserver();
    try {
      // jsdom's screen matches no `min-width` query: a phone's.
      api.answer('GET /api/findworker/workers', {
        status: 200,
        body: ['Ava', 'Ben'].map((name, index) => testListing({ _id: `w${index}`, name: `${name} Worker` })),
      });
      renderAppAt(App, '/find-worker');
      const inFull = async (name: string) =>
        within(await screen.findByRole('article', { name })).queryByRole('list', { name: 'Availability' });
      expect(await inFull('Ava Worker')).toBeInTheDocument();
      expect(await inFull('Ben Worker')).toBeNull();
      await observer.comeNearScreen((target) => target.textContent?.includes('Ben Worker') ?? false);
      expect(await inFull('Ben Worker')).toBeInTheDocument();
    } finally {
      observer.restore();
    }
  });

  it('says how many workers the search matches, beside how many are shown', async () => {
    api.answer('GET /api/findworker/workers/total', { status: 200, body: { total: 57, atLeast: false } });
    renderAppAt(App, '/find-worker');
    expect(await screen.findByText('Showing 1 of 57 workers')).toBeInTheDocument();
    expect(api.last('GET /api/findworker/workers/total')!.path).not.toContain('limit=');
  });

  it('opens searched from an address with the search in it', async () => {
    api.answer('GET /api/findworker/filterworkers', { status: 200, body: [testListing({ name: 'Barry Barista' })] });
    renderAppAt(App, '/find-worker?role=Barista&day=Monday');
    expect(await screen.findByRole('article', { name: 'Barry Barista' })).toBeInTheDocument();
    expect(api.last('GET /api/findworker/filterworkers')!.path).toContain('jobs=Barista');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Barista');
  });

  it.each([
    ['a visitor', undefined, REGISTER_TO_POST],
    ['a worker', testUser({ role: 'worker' }), ONLY_EMPLOYERS_POST],
    ['an employer without a membership', testUser({ role: 'employer' }), 'Membership required'],
  ])('stops %s at Post a Job, and counts the press', async (_who, user, message) => {
    renderAppAt(App, '/find-worker', user ? { user } : {});
    await userEvent.click(screen.getByRole('button', { name: 'Post a Job' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(message)[0]).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /api/postajobcount')).toHaveLength(1));
  });

  it('opens "Post a job" for a member, and shows "Data submitted successfully" after the save', async () => {
    api.answer('POST /api/findwork/submit', { status: 200, body: { message: 'Data submitted successfully' } });
    const user = userEvent.setup();
    renderAppAt(App, '/find-worker', { user: testUser({ role: 'employer', membershipExpires: inAYear }) });
    await user.click(screen.getByRole('button', { name: 'Post a Job' }));
    const form = await screen.findByRole('dialog', { name: 'Post a job' });
    // Typed before the type-ahead fields, whose lists would take the keys.
    await user.type(within(form).getByLabelText(/^Business name/), 'Brunswick Bakehouse');
    await user.type(within(form).getByLabelText(/^Pay an hour/), '34.50');
    await pasteInto(user, form, /Role/, 'Barista');
    await pasteInto(user, form, /Location/, 'Newtown, New South Wales');
    await user.click(within(form).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data submitted successfully')).toBeInTheDocument();
    expect(
      screen.getByText('Your job post is now listed on Find Work, where workers can answer it.'),
    ).toBeInTheDocument();
    expect(api.last('POST /api/findwork/submit')?.body).toMatchObject({
      job: 'Barista',
      businessName: 'Brunswick Bakehouse',
      pay: { kind: 'hour', cents: 3450 },
      termsAccepted: true,
    });
  });

  it("shows 'Error submitting data' when the save fails", async () => {
    api.answer('POST /api/findwork/submit', { status: 500, body: { message: 'Database down' } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAppAt(App, '/find-worker', { user: testUser({ role: 'both', membershipExpires: inAYear }) });
    await user.click(screen.getByRole('button', { name: 'Post a Job' }));
    const form = await screen.findByRole('dialog', { name: 'Post a job' });
    // Typed before the type-ahead fields, whose lists would take the keys.
    await user.type(within(form).getByLabelText(/^Business name/), 'Glenelg Grill');
    await user.type(within(form).getByLabelText(/^Pay an hour/), '40');
    await pasteInto(user, form, /Role/, 'Chef');
    await pasteInto(user, form, /Location/, 'Glenelg, South Australia');
    await user.click(within(form).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error submitting data')).toBeInTheDocument();
  });
});
