import type { ConfigError } from '../environment';
import { loadHostConfig } from '../host-config';

const problemsOf = (env: NodeJS.ProcessEnv, kind: 'host' | 'remote' | 'static') => {
  try {
    loadHostConfig(env, kind);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe("a host's configuration", () => {
  it('needs nothing on a developer machine: the local API, the data folder', () => {
    const config = loadHostConfig({}, 'remote');
    expect(config).toMatchObject({ production: false, storage: { kind: 'folder' }, listenHost: 'localhost' });
  });

  it('in production, names everything a shell host must be told instead of assuming this machine', () => {
    expect(problemsOf({ NODE_ENV: 'Production' }, 'host')).toEqual([
      'API_URL is required in production: the API behind its load balancer',
      "STORAGE_BUCKET or STORAGE_DIR is required in production: where every build's shell files are kept for every host",
      "SITE_ORIGINS is required in production: the site's public origin, which its pages' policy names",
      'ORIGIN_MF_MARKETPLACE is required in production: where browsers load the remote from',
      'ORIGIN_MF_TASKS is required in production: where browsers load the remote from',
      'ORIGIN_MF_ACCOUNT is required in production: where browsers load the remote from',
      'ORIGIN_MF_ADMIN is required in production: where browsers load the remote from',
      "HOST is required in production: the address to listen on: this machine's private address that nginx reaches (or 0.0.0.0)",
      ...['MARKETPLACE', 'TASKS', 'ACCOUNT', 'ADMIN'].map((name) =>
        expect.stringMatching(new RegExp(`^ORIGIN_MF_${name} is on loopback \\(localhost\\)`)),
      ),
      expect.stringMatching(/^SITE_ORIGINS \(entry 1\) is on loopback/),
      expect.stringMatching(/^SITE_ORIGINS \(entry 2\) is on loopback/),
    ]);
  });

  it('in production, refuses public origins on plain http unless ALLOW_INSECURE_ORIGINS=true (staging)', () => {
    const env = {
      NODE_ENV: 'production',
      HOST: '10.0.0.5',
      STORAGE_BUCKET: 'fairgo',
      SITE_ORIGINS: 'http://fairgo.au,https://www.fairgo.au',
    };
    expect(problemsOf(env, 'static')).toEqual([
      'SITE_ORIGINS (entry 1) is plain http: sessions and payments must travel over https, got "http://fairgo.au" (ALLOW_INSECURE_ORIGINS=true allows it, for staging only)',
    ]);
    expect(problemsOf({ ...env, ALLOW_INSECURE_ORIGINS: 'true' }, 'static')).toEqual([]);
  });

  it('in production, a host of releases needs the shared bucket and the site origins', () => {
    expect(problemsOf({ NODE_ENV: 'production', SHUTDOWN_GRACE_MS: 'soon' }, 'static')).toEqual([
      'STORAGE_BUCKET or STORAGE_DIR is required in production: the releases every host serves',
      'SITE_ORIGINS is required in production: the origins allowed to load the remotes',
      "HOST is required in production: the address to listen on: this machine's private address that nginx reaches (or 0.0.0.0)",
      expect.stringMatching(/^SITE_ORIGINS \(entry 1\) is on loopback/),
      expect.stringMatching(/^SITE_ORIGINS \(entry 2\) is on loopback/),
      'SHUTDOWN_GRACE_MS must be a positive whole number, got "soon"',
    ]);
    const config = loadHostConfig(
      { NODE_ENV: 'production', HOST: '0.0.0.0', STORAGE_BUCKET: 'fairgo', SITE_ORIGINS: 'https://fairgo.au' },
      'static',
    );
    expect(config.storage).toEqual({ kind: 's3', bucket: 'fairgo', region: 'us-east-1', forcePathStyle: false });
  });

  it('refuses a NODE_ENV it does not know', () => {
    expect(problemsOf({ NODE_ENV: 'prod' }, 'remote')).toEqual([
      'NODE_ENV must be production, development or test, got "prod"',
    ]);
  });
});

describe("the site's variables, read alike by every process", () => {
  it('place every app on its usual port and origin unless told otherwise', () => {
    const { site } = loadHostConfig({}, 'host');
    expect(site.apps.map(({ folder, port }) => [folder, port])).toEqual([
      ['shell', 3000],
      ['mf-marketplace', 3001],
      ['mf-tasks', 3002],
      ['mf-account', 3003],
      ['mf-admin', 3004],
    ]);
    expect(site).toMatchObject({
      apiUrl: 'http://127.0.0.1:4000',
      publicApiBaseUrl: '/api',
      publicApiOrigin: null,
      siteOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      healthSampleRate: 1,
    });
    expect(site.origins.mf_tasks).toBe('http://localhost:3002');
  });

  it('follow the ports, origins and addresses the environment names', () => {
    const { site } = loadHostConfig(
      {
        PORT_SHELL: '3100',
        PORT_MF_TASKS: '3102',
        ORIGIN_MF_ADMIN: 'https://cdn.fairgo.au/admin',
        API_PORT: '4100',
        PUBLIC_API_BASE_URL: 'https://api.fairgo.au/api',
        HEALTH_SAMPLE_RATE: '0.25',
      },
      'remote',
    );
    expect(site.host.port).toBe(3100);
    expect(site.remotes.find((remote) => remote.folder === 'mf-tasks')!.port).toBe(3102);
    expect(site.origins).toMatchObject({ mf_tasks: 'http://localhost:3102', mf_admin: 'https://cdn.fairgo.au/admin' });
    expect(site).toMatchObject({
      apiUrl: 'http://127.0.0.1:4100',
      publicApiOrigin: 'https://api.fairgo.au',
      siteOrigins: ['http://localhost:3100', 'http://127.0.0.1:3100'],
      healthSampleRate: 0.25,
    });
  });

  it('name every bad value at once, each with what it must be', () => {
    expect(
      problemsOf(
        {
          PORT_MF_TASKS: '3002.5',
          API_PORT: '0',
          HEALTH_SAMPLE_RATE: 'half',
          STORAGE_ENDPOINT: 'minio',
          PORT_STATIC: 'x',
        },
        'remote',
      ),
    ).toEqual([
      'PORT_MF_TASKS must be a port number (1-65535), got "3002.5"',
      'API_PORT must be a port number (1-65535), got "0"',
      'HEALTH_SAMPLE_RATE must be from 0 to 1, got "half"',
      'STORAGE_ENDPOINT must be a URL, got "minio"',
      'PORT_STATIC must be a port number (1-65535), got "x"',
    ]);
  });

  it('samples one page load in ten for health in production, unless told', () => {
    const env = {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      STORAGE_BUCKET: 'fairgo',
      SITE_ORIGINS: 'https://fairgo.au',
    };
    expect(loadHostConfig(env, 'remote').site.healthSampleRate).toBe(0.1);
    expect(loadHostConfig({ ...env, HEALTH_SAMPLE_RATE: '1' }, 'remote').site.healthSampleRate).toBe(1);
  });
});
