import {
  type Column,
  getTableColumns,
  type InferInsertModel,
  type InferSelectModel,
  type SQL,
  sql,
  type Table,
} from 'drizzle-orm';

/*
 * Rows of several tables written by one statement (a data-modifying CTE per table) travel as JSON: in as a typed record
 * set, out as `row_to_json`. These keep both ends typed by the schema, as the query builder's own inserts are.
 */

/** A row to insert without the columns the statement fills itself (their optional marks kept, as Omit may not). */
type InsertWithout<T extends Table, K> = {
  [P in keyof InferInsertModel<T> as P extends K ? never : P]: InferInsertModel<T>[P];
};

/**
 * Rows of `table`, given as the query builder's insert values (`{ variantId, … }`, every row naming the same columns),
 * as a set a statement selects from: `insert into t (order_id, ${columns}) select o.id, ${values} from o, ${records}`.
 * `supplied`: the columns the statement fills itself (the new order's id), left out of the rows.
 */
export function recordsOf<T extends Table, K extends keyof InferInsertModel<T> = never>(
  table: T,
  rows: ReadonlyArray<InsertWithout<T, K>>,
  options: { alias?: string; supplied?: readonly K[] } = {},
): { columns: SQL; values: SQL; records: SQL } {
  const alias = options.alias ?? 'r';
  const byKey = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(rows[0] ?? {}).filter((key) => byKey[key]);
  const named = keys.map((key) => byKey[key] as Column);
  const json = rows.map((row) => {
    const values = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      if (!(key in values)) throw new Error(`row without ${key}: every row must name the same columns`);
      const value = values[key];
      out[(byKey[key] as Column).name] = value instanceof Date ? value.toISOString() : value;
    }
    return out;
  });
  const columns = sql.join(
    named.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  // Qualified by the record set's name: the statement may select from other rows with the same columns.
  const values = sql.join(
    named.map((column) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const types = sql.join(
    named.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return {
    columns,
    values,
    records: sql`jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as ${sql.identifier(alias)}(${types})`,
  };
}

/** A row of `table` as `row_to_json` gave it (database column names, timestamps as text), as the query builder reads it. */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, Column>)) {
    const value = json[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as InferSelectModel<T>;
}
