import { FRAMES_FILE } from '@fairgo/shared/page';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../../src/apps';
import { hoistServedStyles } from '../../src/pages/compose-page';
import { DEPLOY_TOKEN, partFile, PORTS, run, shared, SITE, STATIC, until, work } from './topology';

// A team releasing its remote from its own CI into the running production, registered in the
// topology's describe (production-topology.test.ts).
export function releaseTests() {
  it('serves a remote released from a separate copy, with its frame, through both hosts; and its rollback', async () => {
    // A team's CI: its own copy of the remote (built), its own empty data folder, the bucket and a deploy token.
    const copy = join(work, 'team-ci', 'mf-admin');
    cpSync(join(ROOT, 'mf-admin'), copy, { recursive: true, filter: (path) => !path.includes('node_modules') });
    const release = (...args: string[]) =>
      run(partFile('infra/release/dist/cli.js'), args, {
        ...shared(),
        DATA_DIR: mkdtempSync(join(work, 'team-ci-data-')),
        REGISTRY_URL: `${SITE}/api/registry`,
        DEPLOY_TOKEN,
      });
    const releaseCopy = () =>
      release('release', 'mf-admin', '--source', copy, '--no-build', '--shell-manifest', `${SITE}/mf-manifest.json`);
    const began = performance.now();
    const first = await releaseCopy();
    const files = (await readdir(join(copy, 'dist'), { recursive: true, withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    ).length;
    console.log(
      `release of mf-admin from the team's copy: ${files} files uploaded in ${Math.round(performance.now() - began)} ms`,
    );
    expect(first.stderr + first.stdout).toContain('mf-admin: released');
    const v1 = /released (\S+)/.exec(first.stdout)![1]!;
    // A second build of the same remote: another file in it is another version.
    writeFileSync(join(copy, 'dist', 'build-note.txt'), 'second build');
    const v2 = /released (\S+)/.exec((await releaseCopy()).stdout)![1]!;
    expect(v2).not.toBe(v1);

    const frames = (await (await fetch(`${STATIC}/mf-admin/v/${v2}/${FRAMES_FILE}`)).json()) as {
      frames: Record<string, string>;
    };
    // The frame's markup as a page carries it: the host moves its inline styles into the head.
    const framed = hoistServedStyles(`<head></head>${frames.frames['/feedback']!}`).split('</head>')[1]!;
    // Each shell host composes the page with the version the registry points at, within its 1 s cache.
    const pagesFor = (version: string) =>
      Promise.all(
        PORTS.pages.map((port) =>
          until(
            async () => {
              const html = await (await fetch(`http://127.0.0.1:${port}/feedback`)).text();
              return html.includes(`/mf-admin/v/${version}/`) && html.includes(framed.slice(0, 200));
            },
            `/feedback composed with ${version} by the host on ${port}`,
            20_000,
          ),
        ),
      );
    await pagesFor(v2);
    const throughNginx = await (await fetch(`${SITE}/feedback`)).text();
    expect(throughNginx).toContain(`/mf-admin/v/${v2}/remoteEntry.js`);
    const entry = await fetch(`${STATIC}/mf-admin/v/${v2}/remoteEntry.js`, { headers: { origin: SITE } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe(SITE);

    expect((await release('rollback', 'mf-admin')).stdout).toContain(`rolled back from ${v2} to ${v1}`);
    await pagesFor(v1);
  });
}
