import { type HostConfigError, loadHostConfig } from '../host-config';

const problemsOf = (env: NodeJS.ProcessEnv, kind: 'host' | 'remote' | 'static') => {
  try {
    loadHostConfig(env, kind);
    return [];
  } catch (error) {
    return (error as HostConfigError).problems;
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
      'ORIGIN_MF_MARKETPLACE is required in production: where browsers load the remote from',
      'ORIGIN_MF_TASKS is required in production: where browsers load the remote from',
      'ORIGIN_MF_ACCOUNT is required in production: where browsers load the remote from',
      'ORIGIN_MF_ADMIN is required in production: where browsers load the remote from',
    ]);
  });

  it('in production, a host of releases needs the shared bucket and the site origins', () => {
    expect(problemsOf({ NODE_ENV: 'production', SHUTDOWN_GRACE_MS: 'soon' }, 'static')).toEqual([
      'STORAGE_BUCKET or STORAGE_DIR is required in production: the releases every host serves',
      'SITE_ORIGINS is required in production: the origins allowed to load the remotes',
      'SHUTDOWN_GRACE_MS must be a positive whole number, got "soon"',
    ]);
    const config = loadHostConfig(
      { NODE_ENV: 'production', STORAGE_BUCKET: 'fairgo', SITE_ORIGINS: 'https://fairgo.au' },
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
