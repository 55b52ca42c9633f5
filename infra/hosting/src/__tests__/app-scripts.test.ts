import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APPS, ROOT } from '../apps';

// `npm start -w mf-tasks` serves one app's production build as `npm start` does (the scripts once named
// a serve-app.mjs that did not exist).
describe("each app's own start script", () => {
  it.each(APPS.map((app) => app.folder))('%s serves its own build with the host every app is served with', (folder) => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // The host is built first (esbuild, a second), then run by node.
    const [build, run] = scripts.start!.split(' && ');
    expect(build).toBe('npm run build -s -w @fairgo/hosting');
    const [runner, script, served, ...rest] = run!.split(' ');
    expect(runner).toBe('node');
    expect(resolve(ROOT, folder, script!)).toBe(join(ROOT, 'infra/hosting/dist/serve-app.js'));
    expect(existsSync(join(ROOT, 'infra/hosting/src/serve-app.ts'))).toBe(true);
    expect(served).toBe(folder);
    expect(rest).toEqual([]);
  });
});
