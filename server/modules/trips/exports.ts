import { formatClockTime } from '@common/i18n/format.js';
import type { TripDetail } from '@common/schemas/trips.js';
import { translator, type Language } from '../../lib/i18n.js';

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** "Arrive 9:02 AM (closed at arrival)" / "Llegas 9:02 (cerrado a tu llegada)": in the reader's language, on the stand's clock. */
function stopNote(s: TripDetail['stops'][number], lang: Language) {
  const t = translator(lang);
  const time = formatClockTime(new Date(s.arrival), s.farm.timeZone, lang);
  if (s.atArrival.status === 'closed') return t('trips:export.arriveClosed', { time });
  if (s.atArrival.status === 'unknown') return t('trips:export.arriveUnknown', { time });
  return t('trips:export.arrive', { time });
}

/** GPX 1.1: the stops as waypoints and the day's route through them, for GPS apps. */
export function tripGpx(trip: TripDetail, lang: Language, now = new Date()): string {
  const t = translator(lang);
  const start = t('trips:export.start');
  const points = [
    ...(trip.start ? [{ lat: trip.start.lat, lng: trip.start.lng, name: trip.start.label ?? start, desc: start }] : []),
    ...trip.stops.map((s, i) => ({ lat: s.farm.lat, lng: s.farm.lng, name: `${i + 1}. ${s.farm.name}`, desc: stopNote(s, lang) })),
  ];
  const pt = (tag: string, p: (typeof points)[number]) =>
    `  <${tag} lat="${p.lat.toFixed(6)}" lon="${p.lng.toFixed(6)}"><name>${xml(p.name)}</name><desc>${xml(p.desc)}</desc></${tag}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Farm Stand Finder" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${xml(trip.name)}</name><time>${now.toISOString()}</time></metadata>`,
    ...points.map((p) => pt('wpt', p)),
    '  <rte>',
    `    <name>${xml(trip.name)}</name>`,
    ...points.map((p) => `  ${pt('rtept', p)}`),
    '  </rte>',
    '</gpx>',
    '',
  ].join('\n');
}

/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped; every line break (CRLF, a lone LF and a lone CR alike) as
 * \n, and other control characters dropped. A lone CR left as it is ends the line for many readers, so a name
 * written by someone else ("Stand\rATTENDEE:…") could add properties to the visitor's calendar.
 */
const icsText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 folds lines longer than 75 octets: a CRLF and one space, never inside a UTF-8 sequence. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch) > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
    }
    current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** iCalendar: one event per stop, from arrival to departure, with the stand's place and position. */
export function tripIcs(trip: TripDetail, appOrigin: string, lang: Language, now = new Date()): string {
  const host = new URL(appOrigin).host;
  const events = trip.stops.flatMap((s, i) => [
    'BEGIN:VEVENT',
    `UID:trip-${trip.id}-${s.farm.id}@${host}`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(s.arrival)}`,
    `DTEND:${icsTime(s.departure)}`,
    `SUMMARY:${icsText(`${trip.name}: ${i + 1}. ${s.farm.name}`)}`,
    `LOCATION:${icsText([s.farm.address, s.farm.city, s.farm.region].filter(Boolean).join(', '))}`,
    `GEO:${s.farm.lat.toFixed(6)};${s.farm.lng.toFixed(6)}`,
    `DESCRIPTION:${icsText(`${stopNote(s, lang)}. ${appOrigin}/farm/${s.farm.id}`)}`,
    `URL:${appOrigin}/farm/${s.farm.id}`,
    'END:VEVENT',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Farm Stand Finder//Trips//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(trip.name)}`,
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A file name from the trip's name: letters, digits and dashes only. */
export const fileNameOf = (trip: TripDetail, ext: string) =>
  `${
    trip.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'trip'
  }-${trip.date}.${ext}`;
