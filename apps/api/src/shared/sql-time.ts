/**
 * SQL that formats a timestamptz column as the contract's ISO string (UTC, milliseconds, 'Z'), so
 * PGlite and PostgreSQL hand back the same text and nothing is converted in JavaScript.
 */
export const isoTimestampSql = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
