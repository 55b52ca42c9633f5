/**
 * Hosting headers (architecture.md#independent-release): the files that name a release's chunks are revalidated on
 * every load; hashed chunks never change, so browsers keep them for a year.
 */
export function cacheControlFor(path: string): string {
  // A pre-compressed copy (.br, .gz) is cached like the file it stands for.
  const file = (path.split('/').pop() ?? '').replace(/\.(br|gz)$/, '');
  if (file === 'mf-manifest.json' || file === 'remoteEntry.js' || file.endsWith('.html')) return 'no-cache';
  if (/\.[0-9a-f]{10}\.js(\.map)?$/.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}
