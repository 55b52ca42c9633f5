import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createTestPlatform } from './test-platform';

/** Renders an app (a remote's <App />) at `path`, on the real platform contract of createTestPlatform. */
export function renderAppAt(App: ComponentType, path: string, options: Parameters<typeof createTestPlatform>[0] = {}) {
  window.history.pushState(null, '', path);
  const test = createTestPlatform(options);
  render(<App />, { wrapper: test.Harness });
  return test;
}
