import { AppErrorBoundary, UiProvider } from '@fairgo/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>All good</p>;
}

describe('AppErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Unexpected Application Error!' for a render error, logs it with the app's name, and retries", async () => {
    shouldThrow = true;
    render(
      <UiProvider>
        <AppErrorBoundary appName="mf_test">
          <Flaky />
        </AppErrorBoundary>
      </UiProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('[mf_test] APP-001'),
      expect.any(Error),
      expect.anything(),
    );

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('tells `onError` of each error it caught: the shell counts it in the remote’s health', () => {
    shouldThrow = true;
    const onError = jest.fn();
    render(
      <UiProvider>
        <AppErrorBoundary appName="mf_test" onError={onError}>
          <Flaky />
        </AppErrorBoundary>
      </UiProvider>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });
});
