import { cacheControlFor } from '../cache-headers';

describe('cacheControlFor (architecture.md#independent-release)', () => {
  it.each(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'dist/mf-manifest.json.br', 'remoteEntry.js.gz'])(
    'revalidates %s on every load',
    (file) => expect(cacheControlFor(file)).toBe('no-cache'),
  );

  it.each(['608.3cb1bee496.js', 'main.8cdb2787d9.js.br', 'lazy-terms.17cb7dd73b.js'])(
    'keeps the hashed chunk %s for a year',
    (file) => expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable'),
  );
});
