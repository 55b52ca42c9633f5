import { sql, type RawBuilder } from 'kysely';

export const KM_PER_DEGREE = 111.045;
const EARTH_RADIUS_KM = 6371;

type Operand = number | RawBuilder<unknown>;
const value = (operand: Operand) => (typeof operand === 'number' ? sql`${operand}::float8` : operand);

/** The great-circle distance in km between two points (haversine), as SQL; null when a point is. */
export function distanceKm(
  from: { latitude: Operand; longitude: Operand },
  to: { latitude: Operand; longitude: Operand },
) {
  const [lat1, lon1, lat2, lon2] = [from.latitude, from.longitude, to.latitude, to.longitude].map(value);
  return sql<number | null>`(${EARTH_RADIUS_KM} * 2 * asin(sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)
  )))`;
}

/** The box of latitudes and longitudes around a point that holds every point within `km` (an index can use it). */
export function boxAround(latitude: number, longitude: number, km: number) {
  const latitudeSpan = km / KM_PER_DEGREE;
  const longitudeSpan = km / (KM_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  return {
    latitudes: [latitude - latitudeSpan, latitude + latitudeSpan] as const,
    longitudes: [longitude - longitudeSpan, longitude + longitudeSpan] as const,
  };
}
