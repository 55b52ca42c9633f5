import { fakeApiForEachTest, renderAppAt } from '@fairgo/testing';
import { screen } from '@testing-library/react';
import { App } from '../../app';
import { testListing } from '../../../test/listing';

// The day picker of both pages' filters, counting its renders: a listings answer renders what subscribes to
// the query at once, in one task, so the filters must not be part of it.
const mockRenders = { dayPicker: 0 };
jest.mock('../../../features/listings/filters/day-picker', () => {
  const actual = jest.requireActual('../../../features/listings/filters/day-picker');
  return {
    ...actual,
    DayPicker: (props: Record<string, unknown>) => {
      mockRenders.dayPicker += 1;
      return <actual.DayPicker {...props} />;
    },
  };
});

describe('a listings page when its listings answer', () => {
  const api = fakeApiForEachTest((api) => {
    api.answer('GET /api/askforjobcount', { status: 204 });
    api.answer('GET /api/postajobcount', { status: 204 });
    api.answer('GET /api/findwork/advisers', { status: 200, body: [testListing({ name: 'Harbour Cafe' })] });
    api.answer('GET /api/findwork/advisers/total', { status: 200, body: { total: 1, atLeast: false } });
    api.answer('GET /api/findworker/workers', { status: 200, body: [testListing({ name: 'Casey Worker' })] });
    api.answer('GET /api/findworker/workers/total', { status: 200, body: { total: 1, atLeast: false } });
  });

  it.each([
    ['/find-work', 'Harbour Cafe', '1 job', 'GET /api/findwork/advisers/total'],
    ['/find-worker', 'Casey Worker', '1 worker', 'GET /api/findworker/workers/total'],
  ])('%s draws its cards and count without rendering its filters again', async (path, name, count, totalCall) => {
    mockRenders.dayPicker = 0;
    renderAppAt(App, path);
    const beforeAnswers = mockRenders.dayPicker;
    expect(beforeAnswers).toBeGreaterThan(0);
    // The page's first render in this file loads the listing modules: on a busy CI machine that took over
    // the 5 s every find waits by default.
    expect(await screen.findByRole('article', { name }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText(count)).toBeInTheDocument();
    expect(api.requestsTo(totalCall)).toHaveLength(1);
    expect(mockRenders.dayPicker).toBe(beforeAnswers);
  });
});
