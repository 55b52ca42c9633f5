/** @jest-environment node */
import { addressOf } from '@fairgo/shared/api';
import { takeServedReads } from '@fairgo/shared/page';
import { renderStatic } from '@fairgo/shared/prerender';
import { preloadForVisitors } from '@fairgo/shared/queries';

const query = { sort: 'newest' as const, limit: 24, jobs: ['Chef & Cook', 'Barista'] };

const built: string[] = [];

function Listings() {
  preloadForVisitors('GET findwork/advisers', () => (built.push('page'), { searchParams: query }));
  preloadForVisitors('GET findwork/advisers/total', () => (built.push('total'), { searchParams: { sort: 'newest' } }));
  return <h1>Find work</h1>;
}

describe('preloadForVisitors', () => {
  it('marks its reads in the prerendered frame, which the build takes out as the addresses the app asks for', () => {
    const rendered = renderStatic(<Listings />, { appName: 'mf_marketplace' });
    const { html, reads } = takeServedReads(rendered);
    expect(html).toBe('<h1>Find work</h1>');
    expect(reads).toEqual([
      addressOf('GET findwork/advisers', { searchParams: query }),
      'findwork/advisers/total?sort=newest',
    ]);
    expect(reads[0]).toBe('findwork/advisers?sort=newest&limit=24&jobs=Chef+%26+Cook&jobs=Barista');
  });

  it('does nothing in a browser: only the host starts a read, for a visitor with no session', () => {
    const global = globalThis as { document?: unknown };
    global.document = {};
    built.length = 0;
    try {
      expect(renderStatic(<Listings />, { appName: 'mf_marketplace' })).toBe('<h1>Find work</h1>');
      // Nor does it build the query it would mark.
      expect(built).toEqual([]);
    } finally {
      delete global.document;
    }
  });
});
