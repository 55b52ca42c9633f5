// Build step (after webpack): renders the shell to static HTML, so a page paints real content while its
// JavaScript is still on the way; React then hydrates it (adopts the elements, renders nothing anew).
// Each page is the very tree the browser's first render makes: ShellApp, signed out, the registry
// not read yet, so the first render in the browser makes the same HTML.
// - index.landing.html: the shell with the landing page, served for `/`; likewise each of the shell's
//   other pages (index.how-it-works.html, …).
// - index.frame.html: the shell with no page of its own, served for every other path; the shell's host
//   sets the current release's prerendered frame of that path into its remote outlet (infra/hosting).
// - prerendered.json: which file the host serves for which path (`*` for every other one).
import { prerenderPlatform, renderStatic } from '@fairgo/shared/prerender';
import { readFileSync, writeFileSync } from 'node:fs';
import { ShellApp } from '../src/app/shell-app';
import { preloadFooter } from '../src/layout/footer';
import { shellPages } from '../src/app/shell-routes';

const dist = new URL('../dist/', import.meta.url);
const template = readFileSync(new URL('index.html', dist), 'utf8');
const { contract, dialogs } = prerenderPlatform();

/** The shell's hooks read the browser's address (wouter's usePathname): here, the path being rendered. */
function renderAt(pathname: string) {
  Object.assign(globalThis, { location: { pathname, search: '', hash: '' } });
  return renderStatic(<ShellApp platform={contract} dialogs={dialogs} />, { appName: 'shell' });
}

function writePage(file: string, pathname: string) {
  const html = renderAt(pathname);
  writeFileSync(new URL(file, dist), template.replace('<div id="root"></div>', `<div id="root">${html}</div>`));
  console.log(`prerendered ${file} (${Math.round(html.length / 1024)} KB of HTML)`);
}

async function renderPages() {
  await preloadFooter();
  const pages: Record<string, string> = { '*': 'index.frame.html' };
  // A path no page of the shell's has: a remote's (the shell renders nothing of its own there).
  writePage(pages['*']!, '/*');
  for (const path of shellPages.onDemand) {
    await shellPages.preload(path);
    pages[path] = path === '/' ? 'index.landing.html' : `index${path.replaceAll('/', '.')}.html`;
    writePage(pages[path], path);
  }
  writeFileSync(new URL('prerendered.json', dist), JSON.stringify(pages, null, 2));
}

void renderPages();
