import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, countries } from '../db/schema';
import { repoRoot } from '../lib/paths';

interface LocationsFile {
  country: { code: string; name_en: string; name_ar: string };
  governorates: { slug: string; name_en: string; name_ar: string; cities: [string, string, string, number, number][] }[];
}

const locationsFile = path.join(repoRoot(), 'apps', 'server', 'src', 'seed', 'data', 'palestine-locations.json');

/** Countries and cities (reference data, always present), from the shared locations file. */
export async function seedLocations(db: Db, file: string = locationsFile): Promise<void> {
  const [{ n } = { n: 0 }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from countries`)).rows;
  if (n > 0) return;
  const data = JSON.parse(readFileSync(file, 'utf8')) as LocationsFile;
  await db.transaction(async (tx) => {
    const [country] = await tx
      .insert(countries)
      .values({ code: data.country.code, nameAr: data.country.name_ar, nameEn: data.country.name_en })
      .returning({ id: countries.id });
    let order = 0;
    const rows = data.governorates.flatMap((g) =>
      g.cities.map(([, nameEn, nameAr, lat, lng]) => ({
        countryId: country!.id,
        nameAr,
        nameEn,
        governorateAr: g.name_ar,
        governorateEn: g.name_en,
        latitude: lat,
        longitude: lng,
        sortOrder: order++,
      })),
    );
    await tx.insert(cities).values(rows);
  });
}
