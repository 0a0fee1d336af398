/**
 * Wall-clock times in IANA zones (America/Sao_Paulo): what a CSV of another app writes, and what the workouts CSV
 * export writes. One `Intl.DateTimeFormat` per zone, built once (building one costs about a hundred times reading
 * with it, and an import reads two times a row).
 */
import { message } from '@fitness-manager/shared';
import { ValidationError } from './errors';
import { detached } from './text';

/** By canonical zone name (`America/Sao_Paulo`): a few hundred at most. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Other accepted names, lower-cased, to their canonical one: zone names are matched without regard to case (and links
 * such as `Brazil/East` resolve), so a zone has up to 2³⁰ spellings, and a formatter kept for each (~27 KB of ICU
 * memory, out of V8's heap) grew without bound. Lower-cased, the accepted names are the few hundred zones and links
 * ICU knows; keys are detached copies, since a zone given as a literal is a slice of the whole query text.
 */
const spellings = new Map<string, string>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  const known = formatters.get(zone) ?? formatters.get(spellings.get(zone.toLowerCase()) ?? '');
  if (known) return known;
  // Throws a RangeError for a zone that is not one.
  const built = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const canonical = built.resolvedOptions().timeZone;
  if (canonical !== zone) spellings.set(detached(zone.toLowerCase()), canonical);
  const kept = formatters.get(canonical);
  if (kept) return kept;
  formatters.set(canonical, built);
  return built;
}

/** For tests: the formatters kept (one per canonical zone). */
export function keptZoneFormatters(): number {
  return formatters.size;
}

export function isTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The canonical name of `zone` when it is an IANA time zone in any spelling (`america/sao_paulo` →
 * `America/Sao_Paulo`); otherwise a BAD_USER_INPUT on `timeZone` (the value cut short).
 */
export function assertTimeZone(zone: string): string {
  try {
    return formatterOf(zone).resolvedOptions().timeZone;
  } catch {
    throw new ValidationError({ timeZone: [message('server.import.notTimeZone', { zone: zone.slice(0, 60) })] });
  }
}

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time of an instant in `zone`. */
export function wallClock(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The instant of a wall-clock time in `zone` (two passes over the zone's offset, right across DST changes). */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, second: number, zone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetAt = (instant: number) => {
    const at = wallClock(new Date(instant), zone);
    return Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second) - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}
