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

/** The same great-circle distance in km, in JavaScript. */
export function kmBetween(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const haversine =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return EARTH_RADIUS_KM * 2 * Math.asin(Math.sqrt(haversine));
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
