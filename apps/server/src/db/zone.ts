import { type SQL, sql } from 'drizzle-orm';
import { zoneOrUtc } from '../lib/periods';

/**
 * An IANA zone as an SQL string literal for `at time zone` (docs/time-zones.md). A literal, not a
 * bound parameter, so that the same expression in SELECT and GROUP BY is one expression to
 * PostgreSQL. Only known zone names (letters, digits, `/_+-`) are written; anything else is UTC.
 */
export function zoneSql(zone: string | undefined): SQL {
  const z = zoneOrUtc(zone);
  return sql.raw(/^[A-Za-z0-9/_+-]+$/.test(z) ? `'${z}'` : `'UTC'`);
}
