/**
 * Where listings may be placed on the map, and the visible-area filter of the map view. Zod-free, so
 * the listing pages can read it without loading zod.
 */

/** A rectangle of longitudes and latitudes (WGS84 degrees). */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * A box around the West Bank and the Gaza Strip (Rafah to Jenin, the Mediterranean to the Jordan), with
 * a little room: a pin outside it is a mistake, not a listing.
 */
export const PALESTINE_BOUNDS: Bounds = { west: 34.15, south: 31.15, east: 35.65, north: 32.65 };

/** The most pins the map view asks for at once (the list beside it pages through every match). */
export const MAP_POINTS_LIMIT = 1000;
/** How far the map view counts the listings with a pin that match ("10,000+" past it, as lists do past theirs). */
export const MAP_COUNT_LIMIT = 10_000;

export function inPalestine(latitude: number, longitude: number): boolean {
  const b = PALESTINE_BOUNDS;
  return latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;
}

/** Coordinates as they are stored and put in URLs: six decimals (about 10 cm) are more than a pin needs. */
export const roundDegrees = (v: number, decimals = 6) => Math.round(v * 10 ** decimals) / 10 ** decimals;

/**
 * A `bbox` parameter, "west,south,east,north" in degrees, or null when it is not one: four finite
 * numbers, west below east and south below north. A box larger than Palestine's is narrowed to it.
 */
export function parseBounds(raw: string): Bounds | null {
  const parts = raw.split(',');
  if (parts.length !== 4 || parts.some((p) => p.trim() === '')) return null;
  const [west, south, east, north] = parts.map((p) => Number(p.trim())) as [number, number, number, number];
  if (![west, south, east, north].every(Number.isFinite)) return null;
  if (west >= east || south >= north || south < -90 || north > 90 || west < -180 || east > 180) return null;
  const p = PALESTINE_BOUNDS;
  return { west: Math.max(west, p.west), south: Math.max(south, p.south), east: Math.min(east, p.east), north: Math.min(north, p.north) };
}

/** The `bbox` parameter for a box (four decimals: about 10 m, enough for a visible area). */
export function formatBounds(b: Bounds): string {
  return [b.west, b.south, b.east, b.north].map((v) => roundDegrees(v, 4)).join(',');
}
