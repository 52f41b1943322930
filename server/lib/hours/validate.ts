import OpeningHours from 'opening_hours';
import { nominatimPlace, quietly, type HoursPlace } from './library.js';
import { msg } from '@common/i18n/keys.js';
import { withValues } from '../errors.js';
import { localize, type Message } from '../i18n.js';
import { hoursProblem, readableWarnings } from './messages.js';
import { timeZoneAt, withTimeZone } from './time-zone.js';

/** `error` in English (importers, logs); `problem` the same as a message, for a farmer in their language. */
export type HoursValidation = { ok: true; warnings: string[] } | { ok: false; error: string; problem: Message };

const invalid = (problem: Message): HoursValidation => ({ ok: false, error: localize(problem, 'en'), problem });

/** OSM caps tag values at 255 characters; anything longer is not an opening_hours value. */
export const MAX_OPENING_HOURS_LENGTH = 255;

/**
 * Checks an opening_hours value before it is stored (ok: false → a 400 with `error`). Holidays are
 * checked against the place when given; without a usable country the value is still accepted, with
 * a warning, because the syntax is fine and the farmer cannot fix a missing country in the hours.
 */
export function validateOpeningHours(value: string, place?: HoursPlace): HoursValidation {
  const trimmed = value.trim();
  if (!trimmed) return invalid(msg('errors:hours.empty'));
  if (trimmed.length > MAX_OPENING_HOURS_LENGTH) {
    return invalid(withValues('errors:hours.tooLong', { max: MAX_OPENING_HOURS_LENGTH }));
  }
  let zone = 'UTC';
  try {
    if (place) zone = timeZoneAt(place.lat, place.lng);
  } catch {
    // an impossible position: the syntax check below does not depend on the zone
  }
  return withTimeZone(zone, (): HoursValidation => {
    const warnings: string[] = [];
    let oh: OpeningHours;
    try {
      // No place: null makes the library assume a German location, enough to check the syntax.
      oh = quietly(() => new OpeningHours(trimmed, place ? nominatimPlace(place) : null, 0));
    } catch (error) {
      const problem = hoursProblem(error, trimmed);
      const message = localize(problem, 'en');
      if (!place || !/holidays/i.test(message)) return invalid(problem);
      try {
        oh = quietly(() => new OpeningHours(trimmed, null, 0));
      } catch (second) {
        return invalid(hoursProblem(second, trimmed));
      }
      warnings.push(`${message}: holiday rules will be ignored for this listing`);
    }
    return { ok: true, warnings: [...warnings, ...readableWarnings(oh.getStructuredWarnings())] };
  });
}
