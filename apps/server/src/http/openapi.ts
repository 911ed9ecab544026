import { LISTING_FILTERS, ORDERINGS, type ListingFilter, type z } from '@manara/shared';

/**
 * What the OpenAPI document says beyond the route schemas (decision 052): the operationId naming rule
 * and the request body of the routes that read a multipart form themselves.
 */

/** A multipart form's documentation: its fields' schema, its file parts and their limits. */
export interface FormBody {
  /** The fields as JSON would carry them (the same schema the server validates the form with). */
  fields: z.ZodType;
  /** File parts, in order: each takes one file of the kinds listed. */
  files: { name: string; description: string; contentTypes: readonly string[] }[];
  /** What the form as a whole takes (counts of files), one sentence. */
  description: string;
}

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart route's form (modules/media `uploadForm`): documented as the request body. */
    form?: FormBody;
  }
}

type JsonSchema = Record<string, unknown> & { type?: unknown; properties?: Record<string, JsonSchema>; description?: string };

/** A resource or action segment in camelCase: `completed-projects` → `completedProjects`. */
const words = (segment: string) => segment.split(/[-_]/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The one naming rule of operationIds: the path's fixed segments after `/api/v1`, camelCased, then
 * what the method does — `Retrieve` (GET of one thing), `List` (GET whose success is a list or a page
 * of `results`), `Create` (POST that may answer 201), `Update` (PUT), `PartialUpdate` (PATCH), `Destroy`
 * (DELETE); any other POST is the action its path names (`authLogin`, `adminPropertiesApprove`).
 */
export function operationIdFor(method: string, path: string, responses: Record<string, JsonSchema | undefined>): string {
  const segments = path
    .replace(/^\/api\/v1(?=\/)/, '')
    .split('/')
    .filter(Boolean);
  const fixed = segments.filter((s) => !/^[{:]/.test(s)).flatMap(words);
  const base = fixed.map((w, i) => (i === 0 ? w.toLowerCase() : capital(w.toLowerCase()))).join('');
  const ok = responses[Object.keys(responses).find((s) => s.startsWith('2')) ?? ''];
  const isList = ok?.type === 'array' || ok?.properties?.results !== undefined;
  const suffix: Record<string, string> = {
    GET: isList ? 'List' : 'Retrieve',
    POST: '201' in responses ? 'Create' : '',
    PUT: 'Update',
    PATCH: 'PartialUpdate',
    DELETE: 'Destroy',
  };
  return base + (suffix[method.toUpperCase()] ?? capital(method.toLowerCase()));
}

/**
 * The request body of a multipart route: `multipart/form-data` with every field of the shared schema
 * (JSON lists as parts of type application/json, which the reader also takes as text) and each file
 * part (`format: binary`, its types and size); or `application/json` with the same fields, no files.
 */
export function formRequestBody(form: FormBody, toJson: (schema: z.ZodType) => JsonSchema) {
  const json = toJson(form.fields);
  const properties: Record<string, JsonSchema> = { ...json.properties };
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.type === 'array' || schema.type === 'object') encoding[name] = { contentType: 'application/json' };
  }
  for (const file of form.files) {
    properties[file.name] = { type: 'string', format: 'binary', description: file.description };
    encoding[file.name] = { contentType: file.contentTypes.join(', ') };
  }
  return {
    required: true,
    description: form.description,
    content: {
      'multipart/form-data': { schema: { ...json, properties }, encoding },
      'application/json': { schema: json },
    },
  };
}

/** A listing filter's parameter described from its entry in filters.ts (what it matches, its bounds). */
function filterDescription(filter: ListingFilter): string {
  const { value, match } = filter;
  const bounds = value.kind === 'number' ? ` (${value.min} to ${value.max})` : '';
  const unit =
    match.op !== 'currency' && 'money' in match && match.money ? ', in the `currency` filter’s currency (US dollars without it)' : '';
  switch (match.op) {
    case 'words':
      return `Listings with every word of this text (at most ${value.kind === 'text' ? value.max : ''} characters), best match first.`;
    case 'within':
      return 'Listings whose pin lies in this box: west,south,east,north in degrees (the map view).';
    case 'currency':
      return `The currency of the price bounds: ${value.kind === 'choice' ? value.choices.join(', ') : ''} (US dollars without it).`;
    case '=':
      return value.kind === 'choice'
        ? `Listings whose ${match.column} is this: ${value.choices.join(', ')}.`
        : `Listings whose ${match.column} is this id.`;
    case '>=':
      return `Listings whose ${match.column} is at least this${unit}${bounds}.`;
    case '<=':
      return `Listings whose ${match.column} is at most this${unit}${bounds}.`;
  }
}

/** Parameters many routes share, described once; the listing filters from filters.ts. */
const PARAMETERS: Record<string, string> = {
  ...Object.fromEntries((LISTING_FILTERS as readonly ListingFilter[]).map((f) => [f.key, filterDescription(f)])),
  page: 'The page number, from 1 (a deep page: use `cursor`).',
  page_size: 'Items per page (larger sizes are clamped to the maximum).',
  cursor: 'The opaque token of a `next` or `previous` link: any depth, stable while rows change.',
  ordering: `The order: ${ORDERINGS.join(', ')} (without it: relevance when searching, else newest).`,
  status: 'Only items in this status.',
  is_active: 'true: only the active ones.',
  country_fk: 'Only the cities of this country (id).',
  country_id: 'Only the cities of this country (id).',
  token: 'The signed token from the e-mail’s link.',
  days: 'The period: the last 7, 30 or 90 days, today (UTC) included (default 30).',
  property_id: 'Only this listing (an id).',
};
const PATH_PARAMETERS: Record<string, string> = {
  id: 'The id of the item.',
  property_id: 'The id of the listing.',
  page: 'The page whose hero this is.',
  currency: 'The currency whose rate this is.',
};

/** Fills in the description of every parameter that has none of its own. */
export function describeParameters(parameters: { name: string; in: string; description?: string }[] | undefined, path: string) {
  for (const parameter of parameters ?? []) {
    if (parameter.description) continue;
    if (parameter.name === 'search' && !path.endsWith('/realty/properties/') && !path.endsWith('/map/')) {
      parameter.description = 'Text to search for, in Arabic or English.';
    } else if (parameter.in === 'path') {
      parameter.description = PATH_PARAMETERS[parameter.name];
    } else if (PARAMETERS[parameter.name]) {
      parameter.description = PARAMETERS[parameter.name];
    }
  }
}
