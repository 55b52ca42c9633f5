import { installMemoryStorage, startTestApiServer, testRegistryEntry } from '@fairgo/testing';
import { BUCKET_KEY, inCanary, jsonForScript, REGISTRY_SCRIPT_ID } from '@fairgo/shared/page';
import { LAST_KNOWN_GOOD_KEY, loadRegistry } from '../registry';

const entry = testRegistryEntry();

describe('loadRegistry', () => {
  let answer: { status: number; body?: unknown } = { status: 200, body: { remotes: [entry] } };
  let server: Awaited<ReturnType<typeof startTestApiServer>>;
  installMemoryStorage();

  beforeAll(async () => {
    server = await startTestApiServer(() => answer);
  });
  afterAll(() => server.close());
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('returns the released remotes and keeps them as the last-known-good copy', async () => {
    answer = { status: 200, body: { remotes: [entry] } };
    expect(await loadRegistry()).toEqual([entry]);
    expect(JSON.parse(localStorage.getItem(LAST_KNOWN_GOOD_KEY)!)).toEqual([entry]);
  });

  it('falls back on the last-known-good copy when the registry fails', async () => {
    localStorage.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify([entry]));
    answer = { status: 503, body: { message: 'down' } };
    expect(await loadRegistry()).toEqual([entry]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('SHELL-001'), expect.anything());
  });

  it('returns no remotes when the registry fails and there is no copy', async () => {
    localStorage.removeItem(LAST_KNOWN_GOOD_KEY);
    answer = { status: 503 };
    expect(await loadRegistry()).toEqual([]);
  });
});

describe('loadRegistry with the copy the host served the page with', () => {
  installMemoryStorage();

  it('reads the inline registry without a request and keeps it as the last-known-good copy', async () => {
    const page = document.implementation.createHTMLDocument();
    page.body.innerHTML = `<script type="application/json" id="${REGISTRY_SCRIPT_ID}">${jsonForScript([entry])}</script>`;
    // No API server answers here: a request would fail and fall back on nothing.
    localStorage.removeItem(LAST_KNOWN_GOOD_KEY);
    expect(await loadRegistry(page)).toEqual([entry]);
    expect(JSON.parse(localStorage.getItem(LAST_KNOWN_GOOD_KEY)!)).toEqual([entry]);
  });
});

describe('loadRegistry while a remote runs a canary', () => {
  installMemoryStorage();
  const canary = { version: '2.0.0', manifestUrl: 'http://localhost:3002/v/2.0.0/mf-manifest.json', percent: 50 };
  const buckets = Array.from({ length: 20 }, (_, index) => `bucket-${index}-of-test`);
  const inside = buckets.find((bucket) => inCanary(bucket, entry.name, canary))!;
  const outside = buckets.find((bucket) => !inCanary(bucket, entry.name, canary))!;
  const page = () => {
    const served = document.implementation.createHTMLDocument();
    served.body.innerHTML = `<script type="application/json" id="${REGISTRY_SCRIPT_ID}">${jsonForScript([{ ...entry, canary }])}</script>`;
    return served;
  };
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('gives each browser the version its bucket picks, and keeps both in the last-known-good copy, which picks the same way', async () => {
    localStorage.setItem(BUCKET_KEY, inside);
    expect(await loadRegistry(page())).toEqual([{ ...entry, version: '2.0.0', manifestUrl: canary.manifestUrl }]);
    expect(JSON.parse(localStorage.getItem(LAST_KNOWN_GOOD_KEY)!)).toEqual([{ ...entry, canary }]);
    localStorage.setItem(BUCKET_KEY, outside);
    expect(await loadRegistry(page())).toEqual([entry]);

    // The registry is down: the copy, picked by the same bucket.
    const down = document.implementation.createHTMLDocument();
    localStorage.setItem(BUCKET_KEY, inside);
    expect((await loadRegistry(down))[0]!.version).toBe('2.0.0');
  });
});
