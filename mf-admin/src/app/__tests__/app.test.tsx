import { renderAppAt } from '@fairgo/shared/testing';
import { screen } from '@testing-library/react';
import { App } from '../app';

const renderAt = (path: string, options?: Parameters<typeof renderAppAt>[2]) => renderAppAt(App, path, options);

describe('mf-admin routes', () => {
  it.each([
    ['/feedback', 'Feedback'],
    ['/feedbacklist', 'All Feedback'],
  ])('%s shows its heading', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
