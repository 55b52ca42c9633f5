import { startupShareUrls, type StartupShares } from '../federation-manifest';

const manifestUrl = 'https://static.example/mf_x/v/1/mf-manifest.json';
const withShares = (startupShares?: StartupShares) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, ...(startupShares ? { startupShares } : {}) },
});

describe('startupShareUrls', () => {
  const startup: StartupShares = {
    exposes: { './spa': ['filters', 'ui'], './post-form': ['forms'] },
    shares: {
      filters: { files: ['1.filters.js', '9.query-core.js'], consumes: ['type-ahead', 'ui'] },
      'type-ahead': { files: ['2.type-ahead.js'], consumes: ['filters'] },
      ui: { files: ['3.ui.js'], consumes: [] },
      forms: { files: ['4.forms.js'], consumes: [] },
    },
  };

  it('follows what ./spa consumes, and what those copies consume, past what the host provides', () => {
    expect(startupShareUrls(manifestUrl, withShares(startup), new Set(['ui']))).toEqual([
      'https://static.example/mf_x/v/1/1.filters.js',
      'https://static.example/mf_x/v/1/9.query-core.js',
      'https://static.example/mf_x/v/1/2.type-ahead.js',
    ]);
  });

  it('is nothing when the host provides them all, or the release predates the record', () => {
    expect(startupShareUrls(manifestUrl, withShares(startup), new Set(['filters', 'ui']))).toEqual([]);
    expect(startupShareUrls(manifestUrl, withShares(), new Set())).toEqual([]);
  });
});
