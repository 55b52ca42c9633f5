// Build step of every remote (after webpack): its frames, the static HTML of each route it lists in
// package.json (`fairgo.frames`) as a signed-out visitor first sees it: heading, filters, the places
// its data will fill. They are written to dist/frames.json and so belong to the release: the shell's
// host sets the current release's frame into each page it serves, so a route is readable before any
// script runs, and the remote's root hydrates it (docs/architecture.md, "How a page is served").
import { FRAMES_FILE, REQUIRES_SESSION_ATTRIBUTE, takeServedReads, type FramesFile } from '@fairgo/shared/page';
import { prerenderPlatform, renderStatic } from '@fairgo/shared/prerender';
import { RemoteRoot } from '@fairgo/shared/spa';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { Router } from 'wouter';

/** Renders the frames of the remote whose folder is `dir` into its dist/frames.json. */
async function renderFrames(dir: string) {
  const { fairgo } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    fairgo: { federationName: string; frames?: string[] };
  };
  const { App, preloadPage, PAGE_PATHS } = (await import(pathToFileURL(join(dir, 'src/app/app.tsx')).href)) as {
    App: ComponentType;
    /** The pages its routes answer; any other path under them is its "Page not found". */
    PAGE_PATHS?: readonly string[];
    /** An app whose pages load on demand (`pagesOnDemand`) loads the page before it is rendered. */
    preloadPage?: (pathname: string) => Promise<void>;
  };

  const platform = prerenderPlatform().contract;
  const frames: FramesFile['frames'] = {};
  const reads: NonNullable<FramesFile['reads']> = {};
  for (const path of fairgo.frames ?? []) {
    await preloadPage?.(path);
    const rendered = renderStatic(
      <RemoteRoot appName={fairgo.federationName} platform={platform}>
        <Router ssrPath={path}>
          <App />
        </Router>
      </RemoteRoot>,
      { appName: fairgo.federationName, withoutGlobalStyles: true },
    );
    // The reads the page marked for a visitor's first view leave its HTML: the host preloads them.
    const { html, reads: marked } = takeServedReads(rendered);
    frames[path] = html;
    if (marked.length > 0) reads[path] = marked;
  }
  const signedInOnly = Object.keys(frames).filter((path) => frames[path]!.includes(REQUIRES_SESSION_ATTRIBUTE));
  const file: FramesFile = { frames, signedInOnly, reads, ...(PAGE_PATHS ? { pages: [...PAGE_PATHS] } : {}) };
  writeFileSync(join(dir, 'dist', FRAMES_FILE), JSON.stringify(file));
  const sizes = Object.entries(frames).map(([path, html]) => `${path} ${(html.length / 1024).toFixed(1)} KB`);
  console.log(`prerendered ${fairgo.federationName} frames: ${sizes.join(', ') || 'none'}`);
  if (signedInOnly.length > 0) console.log(`  for signed-in users only: ${signedInOnly.join(', ')}`);
  for (const [path, addresses] of Object.entries(reads)) console.log(`  ${path} starts ${addresses.join(', ')}`);
}

void renderFrames(process.cwd());
