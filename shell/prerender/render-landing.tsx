// Build step (after webpack): renders the shell's frame and the landing page to static HTML, so `/`
// paints real content while its JavaScript is still on the way; React then renders over it.
import { createPlatform, createSessionStore, PlatformProvider } from '@fairgo/shared/platform';
import { UiProvider } from '@fairgo/shared/ui';
import { readFileSync, writeFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { ShellFrame } from '../src/app/shell-frame';
import { LandingPage } from '../src/pages/landing/landing-page';

const dist = new URL('../dist/', import.meta.url);
const { contract } = createPlatform({
  session: createSessionStore(),
  navigate: () => undefined,
  loadRemoteModule: () => Promise.reject(new Error('nothing loads while prerendering')),
});
const html = renderToString(
  <UiProvider>
    <PlatformProvider platform={contract}>
      <ShellFrame>
        <LandingPage />
      </ShellFrame>
    </PlatformProvider>
  </UiProvider>,
);
const page = readFileSync(new URL('index.html', dist), 'utf8').replace(
  '<div id="root"></div>',
  `<div id="root">${html}</div>`,
);
writeFileSync(new URL('index.landing.html', dist), page);
console.log(`prerendered / (${Math.round(html.length / 1024)} KB of HTML)`);
