// Build step (after webpack): renders the shell's frame to static HTML, so a page paints real content
// while its JavaScript is still on the way; React then renders the same layout over it.
// - index.landing.html: the frame with the landing page, served for `/`; likewise each of the shell's
//   other pages (index.how-it-works.html, …).
// - index.frame.html: the frame with an empty place for a remote's slot, served for every other path;
//   the shell's host sets the current release's prerendered frame of that path into it (infra/hosting).
// - prerendered.json: which file the host serves for which path (`*` for every other one).
import { PlatformProvider } from '@fairgo/shared/platform';
import { prerenderPlatform, renderStatic } from '@fairgo/shared/prerender';
import { UiProvider } from '@fairgo/shared/ui';
import { readFileSync, writeFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { ShellFrame } from '../src/app/shell-frame';
import { shellPages } from '../src/app/shell-routes';
import { LandingPage } from '../src/pages/landing/landing-page';
import { SLOT_PLACEHOLDER } from '@fairgo/shared/page';

const dist = new URL('../dist/', import.meta.url);
const template = readFileSync(new URL('index.html', dist), 'utf8');
const platform = prerenderPlatform();

function writePage(file: string, content: ReactNode) {
  const html = renderStatic(
    <UiProvider>
      <PlatformProvider platform={platform}>
        <ShellFrame>{content}</ShellFrame>
      </PlatformProvider>
    </UiProvider>,
    { identifierPrefix: 'shell-' },
  );
  writeFileSync(new URL(file, dist), template.replace('<div id="root"></div>', `<div id="root">${html}</div>`));
  console.log(`prerendered ${file} (${Math.round(html.length / 1024)} KB of HTML)`);
}

async function renderPages() {
  const pages: Record<string, string> = { '/': 'index.landing.html', '*': 'index.frame.html' };
  writePage(pages['/']!, <LandingPage />);
  writePage(pages['*']!, <template id={SLOT_PLACEHOLDER} />);
  for (const path of shellPages.onDemand) {
    await shellPages.preload(path);
    const Page = shellPages.pages[path];
    pages[path] = `index${path.replaceAll('/', '.')}.html`;
    writePage(pages[path], <Page />);
  }
  writeFileSync(new URL('prerendered.json', dist), JSON.stringify(pages, null, 2));
}

void renderPages();
