import { renderAppAt } from '@fairgo/testing';
import { screen } from '@testing-library/react';
import { App } from '../app';

const renderAt = (path: string, options?: Parameters<typeof renderAppAt>[2]) => renderAppAt(App, path, options);

describe('mf-marketplace routes', () => {
  it.each([
    ['/find-work', 'Find a job that fits you'],
    ['/find-worker', 'Find the Perfect Workers for Your Needs'],
  ])('%s shows its heading', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows not-found for a path under its prefix that it does not know', () => {
    renderAt('/find-work/nothing-here');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
