import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useId } from 'react';
import { createConcurrentRoot, HYDRATION_MISMATCH } from '../concurrent-root';

function Page({ heading }: { heading: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{heading}</h1>
    </section>
  );
}

/** A container holding what the prerender made of `<Page>` for the root `appName`. */
function served(appName: string, heading: string) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page heading={heading} />, { identifierPrefix: `${appName}-` });
  return container;
}

describe('a root of the site', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('adopts the served HTML: the elements stay, with the ids the prerender gave them', async () => {
    const container = served('mf_test', 'Find work');
    const heading = container.querySelector('h1')!;
    await act(async () => {
      void createConcurrentRoot(container, 'mf_test').render(<Page heading="Find work" />);
    });
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading.id).toMatch(/^_mf_test-/);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders anew, and logs it, when its first render does not match what was served', async () => {
    const container = served('mf_test', 'Another build');
    const heading = container.querySelector('h1')!;
    await act(async () => {
      void createConcurrentRoot(container, 'mf_test').render(<Page heading="Find work" />);
    });
    expect(container.querySelector('h1')).not.toBe(heading);
    expect(container.querySelector('h1')).toHaveTextContent('Find work');
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`[mf_test] ${HYDRATION_MISMATCH.code}`),
      expect.anything(),
      expect.any(String),
    );
  });

  it("tells a remote's platform of the mismatch, so the browser health its canary is judged by counts it", async () => {
    const onMismatch = jest.fn();
    const container = served('mf_test', 'Another build');
    await act(async () => {
      void createConcurrentRoot(container, 'mf_test', { onMismatch }).render(<Page heading="Find work" />);
    });
    expect(onMismatch).toHaveBeenCalledTimes(1);
    const matching = served('mf_test', 'Find work');
    const quiet = jest.fn();
    await act(async () => {
      void createConcurrentRoot(matching, 'mf_test', { onMismatch: quiet }).render(<Page heading="Find work" />);
    });
    expect(quiet).not.toHaveBeenCalled();
  });

  it('renders into an empty container (a remote mounted after a navigation)', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      void createConcurrentRoot(container, 'mf_test').render(<Page heading="Find work" />);
    });
    expect(container.querySelector('h1')).toHaveTextContent('Find work');
    expect(container.querySelector('h1')!.id).toMatch(/^_mf_test-/);
  });
});
