/**
 * Wall-clock times in one IANA time zone (Asia/Hebron for consultations) and the instants they name,
 * through Intl only (no time-zone library): the server stores instants, forms and e-mail write the
 * zone's date and time. A time skipped by a daylight-saving change is moved forward by the gap; a time
 * that happens twice is its first occurrence.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's wall clock at `instant`: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }` and seconds. */
export function zonedParts(instant: Date, timeZone: string): { date: string; time: string; seconds: string } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, seconds: String(parts.second) };
}

/** The zone's offset from UTC at `instant`, in minutes (Asia/Hebron: +120 in winter, +180 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const { date, time, seconds } = zonedParts(instant, timeZone);
  const asUtc = Date.parse(`${date}T${time}:${seconds}Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant at which the zone's clocks show `date` `time` ('YYYY-MM-DD', 'HH:MM'). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // Two rounds settle the offset, a daylight-saving change between the guess and the answer included.
  let guess = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}
