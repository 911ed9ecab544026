import { zonedParts, zoneOffsetMinutes } from '@manara/shared';

/**
 * A confirmed consultation as an iCalendar invitation (RFC 5545), written by hand: one event, in the
 * request's time zone (TZID) with the VTIMEZONE it names, so a calendar shows the time as agreed in
 * Asia/Hebron whatever its own zone. The VTIMEZONE carries the zone's offset at the event (the
 * one observance the event needs) rather than the zone's whole history. METHOD:PUBLISH: added to
 * the calendar, no replies expected.
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  timeZone: string;
  summary: string;
  description: string;
  url: string;
  /** Now: when this version of the event was written. */
  stamp: Date;
  /** Bumped when the time changes, so a calendar replaces the earlier copy. */
  sequence: number;
}

const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (never inside a UTF-8 character), continuation lines starting with a space. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const local = (instant: Date, timeZone: string) => {
  const { date, time } = zonedParts(instant, timeZone);
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
};
const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const offset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

export function calendarInvitation(e: CalendarEvent): string {
  const at = offset(zoneOffsetMinutes(e.start, e.timeZone));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Manara//Consultations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${e.timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${at}`,
    `TZOFFSETTO:${at}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utc(e.stamp)}`,
    `DTSTART;TZID=${e.timeZone}:${local(e.start, e.timeZone)}`,
    `DTEND;TZID=${e.timeZone}:${local(e.end, e.timeZone)}`,
    `SEQUENCE:${e.sequence}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
