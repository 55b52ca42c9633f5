import { BUCKET_COOKIE, BUCKET_KEY, forVisitor, inCanary } from '@fairgo/shared/page';
import { installMemoryStorage, testRegistryEntry } from '@fairgo/testing';
import { createHealthReports, reportPageHealth } from '../health-reports';
import { visitorBucket } from '../visitor-bucket';

const entry = testRegistryEntry({ name: 'mf_tasks', version: '0.1.0-aaaa0001', routes: ['/tasks'] });

async function sentSamples(send: jest.Mock) {
  return Promise.all(
    send.mock.calls.map(async ([url, body]: [string, Blob]) => ({
      url,
      ...(JSON.parse(await body.text()) as { token: string; samples: unknown[] }),
    })),
  );
}
/** The API's answer to a page load asking for its health token. */
const askToken = jest.fn(async (bucket: string | null) => `token-for-${bucket}`);

describe('health reports', () => {
  beforeEach(() => askToken.mockClear());
  it('measures each load from its start to its mount, counts failures and render errors, and sends them in one beacon', async () => {
    let clock = 1000;
    const send = jest.fn(() => true);
    const reports = createHealthReports({ sampleRate: 1, send, now: () => clock, askToken });
    await reports.start('bucket-1');
    expect(askToken).toHaveBeenCalledWith('bucket-1');
    reports.loading(entry);
    clock += 420;
    reports.loaded(entry, false);
    reports.loaded(entry, false); // a remount is not a load
    reports.loading(entry);
    reports.loaded(entry, true);
    reports.renderError(entry);
    reports.vital([entry], '/tasks/view/allTasks', { name: 'LCP', value: 1234.5 });
    reports.vital([entry], '/', { name: 'LCP', value: 900 }); // the shell's own page: no remote to count it to
    reports.vital([entry], '/tasks', { name: 'TTFB', value: 10 });
    expect(send).not.toHaveBeenCalled();
    reports.flush();
    reports.flush();
    expect(await sentSamples(send)).toEqual([
      {
        url: 'http://localhost/api/registry/health',
        token: 'token-for-bucket-1',
        samples: [
          { remote: 'mf_tasks', version: '0.1.0-aaaa0001', kind: 'load', value: 420 },
          { remote: 'mf_tasks', version: '0.1.0-aaaa0001', kind: 'load', failed: true },
          { remote: 'mf_tasks', version: '0.1.0-aaaa0001', kind: 'render-error' },
          { remote: 'mf_tasks', version: '0.1.0-aaaa0001', kind: 'LCP', value: 1234.5 },
        ],
      },
    ]);
  });

  it('sends nothing from a page load outside the sample, and at most 50 samples a beacon', async () => {
    const send = jest.fn(() => true);
    const unsampled = createHealthReports({ sampleRate: 0.1, random: () => 0.5, send, askToken });
    await unsampled.start(null);
    unsampled.renderError(entry);
    unsampled.flush();
    expect(unsampled.sampled).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(askToken).not.toHaveBeenCalled();

    const busy = createHealthReports({ sampleRate: 0.1, random: () => 0.05, send, askToken });
    await busy.start(null);
    for (let count = 0; count < 120; count += 1) busy.renderError(entry);
    busy.flush();
    expect((await sentSamples(send)).map((beacon) => beacon.samples.length)).toEqual([50, 50, 20]);
  });

  it('sends nothing until the page load has its token, and nothing at all when the API gave none', async () => {
    const send = jest.fn(() => true);
    let answer: (token: string) => void = () => {};
    const reports = createHealthReports({
      sampleRate: 1,
      send,
      askToken: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const started = reports.start(null);
    reports.renderError(entry);
    reports.flush(); // hidden before the token came: kept for the next time
    expect(send).not.toHaveBeenCalled();
    answer('late-token');
    await started;
    reports.flush();
    expect((await sentSamples(send)).map(({ token, samples }) => [token, samples.length])).toEqual([['late-token', 1]]);

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const refused = createHealthReports({ sampleRate: 1, send, askToken: () => Promise.reject(new Error('429')) });
    await refused.start(null);
    refused.renderError(entry);
    refused.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('SHELL-007'), expect.any(Error));
  });
});

describe('reportPageHealth', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });
  const listened = (spy: jest.SpyInstance) => spy.mock.calls.map(([type]) => type as string);

  it('waits for a sampled page of a remote’s first key press or tap before loading the Web Vitals library', () => {
    window.history.replaceState(null, '', '/tasks/view/allTasks');
    const added = jest.spyOn(window, 'addEventListener');
    const timers = jest.spyOn(globalThis, 'setTimeout');
    reportPageHealth(createHealthReports({ sampleRate: 1, send: jest.fn(), askToken }), [entry]);
    expect(listened(added)).toEqual(['pagehide', 'pointerdown', 'keydown']);
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 10_000);
    timers.mock.calls.forEach(
      ([, delay], index) => delay === 10_000 && clearTimeout(timers.mock.results[index]!.value),
    );
  });

  it('loads no Web Vitals on the shell’s own pages, and nothing at all outside the sample', () => {
    const added = jest.spyOn(window, 'addEventListener');
    reportPageHealth(createHealthReports({ sampleRate: 1, send: jest.fn(), askToken }), [entry]);
    expect(listened(added)).toEqual(['pagehide']);
    added.mockClear();
    window.history.replaceState(null, '', '/tasks');
    reportPageHealth(createHealthReports({ sampleRate: 0, send: jest.fn(), askToken }), [entry]);
    expect(added).not.toHaveBeenCalled();
  });
});

describe('the visitor’s bucket', () => {
  installMemoryStorage();
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${BUCKET_COOKIE}=; max-age=0; path=/`;
  });

  it('is made once and kept, so the browser stays on its side of a canary, and mirrored in a cookie for the host', () => {
    const bucket = visitorBucket();
    expect(bucket).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorBucket()).toBe(bucket);
    expect(localStorage.getItem(BUCKET_KEY)).toBe(bucket);
    expect(document.cookie).toContain(`${BUCKET_COOKIE}=${bucket}`);
  });

  it('marks the cookie Secure on a page served over HTTPS, and not over plain HTTP', () => {
    const written = (protocol: string) => {
      localStorage.clear();
      const cookies: string[] = [];
      const page = {
        get cookie() {
          return '';
        },
        set cookie(value: string) {
          cookies.push(value);
        },
        location: { protocol },
      } as unknown as Document;
      visitorBucket(localStorage, page);
      return cookies[0]!;
    };
    expect(written('https:')).toMatch(/; Secure$/);
    expect(written('http:')).not.toContain('Secure');
  });

  it('takes the host’s bucket on a first visit, so the page and the shell pick the same version', () => {
    document.cookie = `${BUCKET_COOKIE}=host-made-bucket-1; path=/`;
    expect(visitorBucket()).toBe('host-made-bucket-1');
    // Later, localStorage wins over a cookie that changed, and the cookie is set back.
    document.cookie = `${BUCKET_COOKIE}=another-bucket-22; path=/`;
    expect(visitorBucket()).toBe('host-made-bucket-1');
    expect(document.cookie).toContain(`${BUCKET_COOKIE}=host-made-bucket-1`);
  });

  it('picks each remote’s version by the bucket', () => {
    const canary = {
      version: '0.2.0-bbbb0001',
      manifestUrl: 'http://localhost:3002/v/0.2.0-bbbb0001/mf-manifest.json',
      percent: 50,
    };
    const bucket = visitorBucket()!;
    const [picked] = forVisitor([{ ...entry, canary }], bucket);
    expect(picked!.version).toBe(inCanary(bucket, 'mf_tasks', canary) ? '0.2.0-bbbb0001' : '0.1.0-aaaa0001');
    expect(picked).not.toHaveProperty('canary');
  });
});
