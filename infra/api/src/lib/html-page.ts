import { cspHash } from '@fairgo/hosting/security-headers';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Interpolates values into a page, HTML-escaped. */
export const html = (strings: TemplateStringsArray, ...values: (string | number | { raw: string })[]) =>
  strings.reduce((out, part, index) => {
    const value = values[index - 1];
    const text = value === undefined ? '' : typeof value === 'object' ? value.raw : escapeHtml(String(value));
    return out + text + part;
  });

const STYLES = `
  body {
    padding: 0 12px;
    font-family: system-ui, sans-serif;
    background: #f8faf9;
    color: #1a202c;
    margin: 0;
  }
  main {
    max-width: 560px;
    margin: 40px auto;
    background: #fff;
    border-radius: 8px;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.1);
    padding: 28px;
  }
  h1 {
    color: #1a6147;
    font-size: 1.6rem;
    margin-top: 0;
  }
  .test {
    background: #fdf3d7;
    border-left: 4px solid #f0b429;
    padding: 8px 12px;
    border-radius: 4px;
  }
  button {
    background: #237f5b;
    color: #fff;
    border: 0;
    border-radius: 8px;
    padding: 12px 18px;
    font-size: 1rem;
    font-weight: 600;
    margin-top: 18px;
    cursor: pointer;
  }
`;

/** The page's one inline style, which its Content-Security-Policy allows by hash (no 'unsafe-inline'). */
export const PAGE_STYLE_HASH = cspHash(STYLES);

/**
 * A page the API serves itself, in FairGo's colours: the development payment provider's hosted pages
 * (with `notice` saying they are a test) and the unsubscribe page of the search alerts.
 */
export const page = (title: string, body: string, { site = 'FairGo', notice = '' } = {}) =>
  html`<!doctype html>
    <html lang="en-AU">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · ${site}</title>
        ${{ raw: `<style>${STYLES}</style>` }}
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${{ raw: notice ? html`<p class="test">${notice}</p>` : '' }} ${{ raw: body }}
        </main>
      </body>
    </html>`;
