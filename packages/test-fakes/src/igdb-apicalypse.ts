// A small Apicalypse interpreter for the fake IGDB: enough of the query language for catalog syncs
// (fields with dotted expansion, where with & and comparisons, sort, limit, offset), with IGDB's
// behaviour where it matters: default limit 10, at most 500, only requested fields plus id, and
// referenced records as bare ids unless a dotted path expands them.

/** A parsed query body. */
export interface ApicalypseQuery {
  fields: FieldTree;
  where: Condition[];
  sort: { field: string; direction: 'asc' | 'desc' } | null;
  limit: number;
  offset: number;
}

/** `fields name,genres.name` -> { name: true, genres: { name: true } }; `*` selects every key. */
export type FieldTree = { [field: string]: true | FieldTree };

export interface Condition {
  field: string;
  op: '=' | '!=' | '>' | '>=' | '<' | '<=';
  /** One value, or the members of `(a,b,c)`. */
  values: (number | string | boolean | null)[];
}

export type Row = { id: number; [key: string]: unknown };

/** Thrown for queries IGDB would refuse; the server answers 400 with IGDB's error array. */
export class ApicalypseSyntaxError extends Error {}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 500;

/** Splits on `;` outside double quotes. */
function statements(body: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of body) {
    if (ch === '"') quoted = !quoted;
    if (ch === ';' && !quoted) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) throw new ApicalypseSyntaxError('Missing `;` at end of query');
  return out.filter(Boolean);
}

function parseFields(list: string): FieldTree {
  const tree: FieldTree = {};
  for (const path of list
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)) {
    if (!/^(\*|[a-z_]+(\.([a-z_]+|\*))*)$/.test(path)) throw new ApicalypseSyntaxError(`Invalid field "${path}"`);
    let node = tree;
    const parts = path.split('.');
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        if (node[part] === undefined) node[part] = true;
        return;
      }
      const next = node[part];
      node = next && next !== true ? next : (node[part] = {});
    });
  }
  return tree;
}

function parseValue(raw: string): number | string | boolean | null {
  const text = raw.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (/^"[^"]*"$/.test(text)) return text.slice(1, -1);
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null') return null;
  throw new ApicalypseSyntaxError(`Expecting a STRING as input, surround your input with quotes starting at '${text}'`);
}

function parseWhere(clause: string): Condition[] {
  if (clause.includes('|')) throw new ApicalypseSyntaxError('The fake IGDB only supports & in where');
  return clause.split('&').map((part) => {
    const match = /^\s*([a-z_.]+)\s*(!=|>=|<=|=|>|<)\s*(.+?)\s*$/.exec(part);
    if (!match) throw new ApicalypseSyntaxError(`Invalid where condition "${part.trim()}"`);
    const [, field, op, rawValue] = match as unknown as [string, string, Condition['op'], string];
    const list = /^\((.*)\)$/.exec(rawValue);
    const values = list ? (list[1] ?? '').split(',').map(parseValue) : [parseValue(rawValue)];
    if (list && op !== '=' && op !== '!=') throw new ApicalypseSyntaxError(`Operator ${op} takes one value`);
    return { field, op, values };
  });
}

function parseCount(name: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new ApicalypseSyntaxError(`${name} must be a number`);
  return Number(text);
}

/** Parses a query body; throws ApicalypseSyntaxError on what the fake does not understand. */
export function parseApicalypse(body: string): ApicalypseQuery {
  const query: ApicalypseQuery = { fields: {}, where: [], sort: null, limit: DEFAULT_LIMIT, offset: 0 };
  for (const statement of statements(body)) {
    const match = /^([a-z]+)\s+([\s\S]+)$/.exec(statement);
    const keyword = match?.[1] ?? '';
    const rest = (match?.[2] ?? '').trim();
    if (keyword === 'fields' || keyword === 'f') query.fields = parseFields(rest);
    else if (keyword === 'where' || keyword === 'w') query.where = parseWhere(rest);
    else if (keyword === 'sort' || keyword === 's') {
      const sort = /^([a-z_]+)(?:\s+(asc|desc))?$/.exec(rest);
      if (!sort?.[1]) throw new ApicalypseSyntaxError(`Invalid sort "${rest}"`);
      query.sort = { field: sort[1], direction: sort[2] === 'desc' ? 'desc' : 'asc' };
    } else if (keyword === 'limit' || keyword === 'l') query.limit = parseCount('limit', rest);
    else if (keyword === 'offset' || keyword === 'o') query.offset = parseCount('offset', rest);
    else throw new ApicalypseSyntaxError(`Unknown statement "${statement}"`);
  }
  if (query.limit < 1 || query.limit > MAX_LIMIT) throw new ApicalypseSyntaxError(`Limit must be between 1 and ${MAX_LIMIT}`);
  return query;
}

/** The id of a reference, whether stored as a bare id or as an inline record. */
const idOf = (value: unknown): unknown => (typeof value === 'object' && value !== null && 'id' in value ? value.id : value);

function matches(row: Row, condition: Condition): boolean {
  const raw = row[condition.field];
  const actual = Array.isArray(raw) ? raw.map(idOf) : [idOf(raw)];
  const test = (a: unknown, b: Condition['values'][number]): boolean => {
    switch (condition.op) {
      case '=':
        return a === b;
      case '!=':
        return a !== b;
      case '>':
        return typeof a === 'number' && typeof b === 'number' && a > b;
      case '>=':
        return typeof a === 'number' && typeof b === 'number' && a >= b;
      case '<':
        return typeof a === 'number' && typeof b === 'number' && a < b;
      case '<=':
        return typeof a === 'number' && typeof b === 'number' && a <= b;
    }
  };
  if (condition.op === '!=') return condition.values.every((b) => actual.every((a) => test(a, b)));
  return condition.values.some((b) => actual.some((a) => test(a, b)));
}

/**
 * Projects a record onto the requested fields. `resolve` turns a bare id in a referenced field into
 * its record (e.g. version_parent -> a game) when the query expands it.
 */
function project(record: Row, fields: FieldTree, resolve: (field: string, id: number) => Row | undefined): Row {
  const out: Row = { id: record.id };
  const keys = fields['*'] ? Object.keys(record) : Object.keys(fields);
  for (const key of keys) {
    const value = record[key];
    if (value === undefined || value === null) continue;
    const sub = fields[key];
    const expand = (item: unknown): unknown => {
      if (!sub || sub === true) return idOf(item);
      const target = typeof item === 'number' ? resolve(key, item) : (item as Row);
      return target ? project(target, sub, resolve) : item;
    };
    out[key] = Array.isArray(value) ? value.map(expand) : expand(value);
  }
  return out;
}

/** Runs a parsed query over `rows`: filter, sort, page, project. */
export function runQuery(
  rows: readonly Row[],
  query: ApicalypseQuery,
  resolve: (field: string, id: number) => Row | undefined = () => undefined,
): Row[] {
  let result = rows.filter((row) => query.where.every((c) => matches(row, c)));
  const sort = query.sort;
  if (sort) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    result = [...result].sort((a, b) => {
      const x = a[sort.field];
      const y = b[sort.field];
      if (x === y) return 0;
      if (x === undefined || x === null) return 1;
      if (y === undefined || y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    });
  }
  return result.slice(query.offset, query.offset + query.limit).map((row) => project(row, query.fields, resolve));
}
