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
      choices: { files: ['6.choices.js'], consumes: [] },
    },
    pages: { '/register': { files: ['page-register.js'], consumes: ['forms', 'choices'] } },
  };
  // The host provides ui (among its start-up files) and choices (on demand).
  const host = {
    ui: { files: ['/30.ui.js'], consumes: [] },
    choices: { files: ['/60.choices.js'], consumes: ['ui'] },
  };

  it('follows what ./spa consumes, and what those copies consume: the host’s copy where it has one', () => {
    expect(startupShareUrls(manifestUrl, withShares(startup), host)).toEqual([
      'https://static.example/mf_x/v/1/1.filters.js',
      'https://static.example/mf_x/v/1/9.query-core.js',
      'https://static.example/mf_x/v/1/2.type-ahead.js',
      '/30.ui.js',
    ]);
  });

  it('adds the page of the path when it loads on demand, and what it consumes', () => {
    expect(startupShareUrls(manifestUrl, withShares(startup), host, '/register/')).toEqual([
      'https://static.example/mf_x/v/1/1.filters.js',
      'https://static.example/mf_x/v/1/9.query-core.js',
      'https://static.example/mf_x/v/1/2.type-ahead.js',
      '/30.ui.js',
      'https://static.example/mf_x/v/1/page-register.js',
      'https://static.example/mf_x/v/1/4.forms.js',
      '/60.choices.js',
    ]);
    expect(startupShareUrls(manifestUrl, withShares(startup), host, '/login')).toHaveLength(4);
  });

  it('takes a share key or a path for a name, never for a property every object has', () => {
    const bare: StartupShares = { exposes: { './spa': ['constructor', 'toString'] }, shares: {} };
    expect(startupShareUrls(manifestUrl, withShares(bare), {}, '/constructor')).toEqual([]);
  });

  it('is nothing when the release predates the record', () => {
    expect(startupShareUrls(manifestUrl, withShares(), host, '/register')).toEqual([]);
  });
});
