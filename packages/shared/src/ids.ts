/** The largest row id (a PostgreSQL integer): the API refuses a larger one as malformed (idParam). */
export const MAX_ID = 2_147_483_647;

/**
 * A row id from a page's address (/realty/property/:id …): ASCII digits only, 1…MAX_ID, else null — the
 * page then answers "not found" without asking the API, which would refuse the value with a 400.
 */
export function idFromPath(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}
