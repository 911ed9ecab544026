import { HERO_PAGES, HERO_PATHS } from '@manara/shared/heroes';
import { keysetPaginated } from '@manara/shared/schemas/common';
import { citySchema, countrySchema, propertyCard, type PropertyCard } from '@manara/shared/schemas/realty';
import { z } from 'zod';
import { cities, palestine } from '../factories';
import { answer, fail, Failure, type SeenRequest } from './contract';

/**
 * Answers the web tests share, built on `answer()` and the shared contracts: what many pages load
 * besides the thing a test is about (heroes, the place lists, the listings list).
 */

/** Every page hero is unset (404): pages show their built-in heroes. */
export function noHeroes() {
  for (const page of HERO_PAGES) fail('get', HERO_PATHS[page], new Failure(404, { detail: 'Not found.', code: 'not_found' }));
}

/** The country and city lists of the place pickers (test/factories.ts); returns the city requests seen. */
export function answerPlaces(): SeenRequest[] {
  answer('get', '/realty/countries/', z.array(countrySchema), [palestine]);
  return answer('get', '/realty/cities/', z.array(citySchema), cities);
}

export const listingPage = keysetPaginated(propertyCard);

/** A page of listing cards as GET /realty/properties/ sends it. */
export function cardPage(results: PropertyCard[], count = results.length): z.input<typeof listingPage> {
  return { count, count_capped: false, next: null, previous: null, results };
}

/** The query of each request seen, as a plain object (`{ purpose: 'sale', city: '17' }`). */
export const queries = (requests: SeenRequest[]) => requests.map((r) => Object.fromEntries(r.query));
