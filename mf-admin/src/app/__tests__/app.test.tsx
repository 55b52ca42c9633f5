import { createTestPlatform } from '@fairgo/shared/testing';
import { render, screen } from '@testing-library/react';
import { App } from '../app';

function renderAt(path: string, options: Parameters<typeof createTestPlatform>[0] = {}) {
  window.history.pushState(null, '', path);
  const test = createTestPlatform(options);
  render(<App />, { wrapper: test.Harness });
  return test;
}

describe('mf-admin routes', () => {
  it.each([
    ['/feedback', 'Feedback'],
    ['/feedbacklist', 'All Feedback'],
  ])('%s shows its heading', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
