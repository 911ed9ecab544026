import { describe, expect, it } from 'vitest';
import { formatBounds, inPalestine, PALESTINE_BOUNDS, parseBounds, roundDegrees } from './geo';

describe('inPalestine', () => {
  it.each([
    ['Ramallah', 31.9038, 35.2034, true],
    ['Gaza', 31.5017, 34.4668, true],
    ['Jenin', 32.4604, 35.2951, true],
    ['Rafah', 31.2969, 34.2436, true],
    ['the box corner', PALESTINE_BOUNDS.south, PALESTINE_BOUNDS.west, true],
    ['Amman', 31.9454, 35.9284, false],
    ['Cairo', 30.0444, 31.2357, false],
    ['Beirut', 33.8938, 35.5018, false],
    ['lat/lng swapped (Ramallah)', 35.2034, 31.9038, false],
    ['0,0', 0, 0, false],
  ])('%s (%d, %d) → %s', (_name, lat, lng, expected) => {
    expect(inPalestine(lat, lng)).toBe(expected);
  });
});

describe('parseBounds', () => {
  it.each([
    ['35.1,31.8,35.3,32.0', { west: 35.1, south: 31.8, east: 35.3, north: 32 }],
    [' 35.1 , 31.8 , 35.3 , 32.0 ', { west: 35.1, south: 31.8, east: 35.3, north: 32 }],
    // Larger than Palestine: narrowed to its box.
    ['-180,-90,180,90', PALESTINE_BOUNDS],
    ['30,31.8,35.3,40', { west: PALESTINE_BOUNDS.west, south: 31.8, east: 35.3, north: PALESTINE_BOUNDS.north }],
  ])('%s', (raw, expected) => {
    expect(parseBounds(raw)).toEqual(expected);
  });

  it.each([
    [''],
    ['35.1,31.8,35.3'],
    ['35.1,31.8,35.3,32.0,1'],
    ['35.1,,35.3,32.0'],
    ['a,b,c,d'],
    ['35.3,31.8,35.1,32.0'], // west after east
    ['35.1,32.0,35.3,31.8'], // south after north
    ['35.1,31.8,35.1,32.0'], // empty width
    ['35.1,-91,35.3,32'],
    ['-181,31.8,35.3,32'],
    ['Infinity,31.8,35.3,32'],
    ['NaN,31.8,35.3,32'],
  ])('%j is not a box', (raw) => {
    expect(parseBounds(raw)).toBeNull();
  });

  it('a formatted box parses back to itself (four decimals)', () => {
    const box = { west: 35.123456, south: 31.765432, east: 35.234567, north: 31.876543 };
    expect(formatBounds(box)).toBe('35.1235,31.7654,35.2346,31.8765');
    expect(parseBounds(formatBounds(box))).toEqual({ west: 35.1235, south: 31.7654, east: 35.2346, north: 31.8765 });
  });
});

describe('roundDegrees', () => {
  it.each([
    [35.20341234, 6, 35.203412],
    [35.2034567, 6, 35.203457],
    [35.20346, 4, 35.2035],
    [-0.0000004, 6, -0],
  ])('%d to %d decimals → %d', (value, decimals, expected) => {
    expect(roundDegrees(value, decimals)).toBe(expected);
  });
});
