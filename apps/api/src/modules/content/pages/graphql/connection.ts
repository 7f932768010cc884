import { formatMessage, messages } from '@wb/contract';
import { type Executor, rowsOf } from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import { GRAPHQL_LIMITS, storefrontError } from './limits';

/**
 * Relay connections as the Storefront API pages them (issue 15): `first`/`after` forwards, `last`/`before` backwards,
 * a sort key and `reverse`, opaque cursors. Keyset paging on (sort value, id): a page costs an index range whatever
 * its depth, and rows written between two pages neither repeat nor go missing.
 */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
  sortKey?: string | null;
  query?: string | null;
}

/** A sort key: the column it orders by, and how a cursor's text is read back into that column's type. */
export interface SortColumn {
  column: SQL;
  type: 'int' | 'text' | 'timestamptz';
}

export interface ConnectionSource<Row> {
  /** `from articles a where …`: the rows the connection pages through. */
  from: SQL;
  /** The alias's id column (`a.id`). */
  id: SQL;
  /** What each row holds besides the sort value (`a.*`). */
  columns: SQL;
  sorts: Record<string, SortColumn>;
  toNode(row: Row): unknown;
}

/** Nodes a query may still ask for, across all its connections (GRAPHQL_LIMITS.maxNodes). */
export interface NodeBudget {
  nodesLeft: number;
}

type Cursor = { key: string; value: string; id: number };

const encode = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.key, cursor.value, cursor.id])).toString('base64url');

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(:(\d{2}))?$/;

/** A timestamp as PostgreSQL writes one, naming a real day and time (an edited cursor's `02-30` or `25:61` is not). */
function isTimestamp(value: string): boolean {
  const parts = TIMESTAMP.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [1, 2, 3, 4, 5, 6, 8, 10].map((i) =>
    Number(parts[i] ?? 0),
  ) as [number, number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const read = [
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  return (
    year >= 1 && read.join() === [month, day, hour, minute, second].join() && offsetHours <= 15 && offsetMinutes < 60
  );
}

/**
 * What a sort value's text must look like to be read back as its column's type: an edited cursor is INVALID_CURSOR,
 * never a database error (an id past the integer column, a day that does not exist).
 */
const VALUE_FORMS: Record<SortColumn['type'], (value: string) => boolean> = {
  int: (value) => /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) < 2 ** 31,
  timestamptz: isTimestamp,
  // PostgreSQL text holds no NUL.
  text: (value) => value.length <= 1000 && !value.includes(String.fromCharCode(0)),
};

function decode(text: string, key: string, type: SortColumn['type']): Cursor {
  try {
    const [k, value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const valid = typeof value === 'string' && VALUE_FORMS[type](value);
    if (k === key && valid && Number.isSafeInteger(id) && Math.abs(id as number) < 2 ** 31) {
      return { key, value, id: id as number };
    }
  } catch {
    // Not one of ours: said below.
  }
  throw storefrontError('INVALID_CURSOR', messages.graphqlCursorInvalid);
}

/** How many rows the arguments ask for, and which way: refused past the page size or the query's node budget. */
function pageSize(args: PageArgs, budget: NodeBudget): { size: number; backwards: boolean } {
  const given = [args.first, args.last].filter((n) => n !== undefined && n !== null);
  if (given.length !== 1) throw storefrontError('BAD_USER_INPUT', messages.graphqlPageSizeMissing);
  const size = given[0] as number;
  const max = GRAPHQL_LIMITS.maxPageSize;
  if (size < 0 || size > max) {
    throw storefrontError('MAX_PAGE_SIZE_EXCEEDED', formatMessage(messages.graphqlPageTooLarge, { max }), {
      limit: max,
    });
  }
  if (size > budget.nodesLeft) {
    const total = GRAPHQL_LIMITS.maxNodes;
    throw storefrontError('MAX_NODES_EXCEEDED', formatMessage(messages.graphqlTooManyNodes, { max: total }), {
      limit: total,
    });
  }
  budget.nodesLeft -= size;
  return { size, backwards: args.last !== undefined && args.last !== null };
}

export async function connection<Row extends { id: number; sort_value: string }>(
  db: Executor,
  source: ConnectionSource<Row>,
  args: PageArgs,
  budget: NodeBudget,
) {
  const { size, backwards } = pageSize(args, budget);
  const key = args.sortKey && source.sorts[args.sortKey] ? args.sortKey : 'ID';
  const sort = source.sorts[key] as SortColumn;
  const ascending = !args.reverse;
  const keyOf = sql`(${sort.column}, ${source.id})`;
  const at = (cursor: Cursor) => sql`(${cursor.value}::${sql.raw(sort.type)}, ${cursor.id}::int)`;
  // Rows after a cursor in the list's own order; `beyond` flips to rows before it.
  const after = (cursor: Cursor, beyond: boolean) =>
    ascending !== beyond ? sql`${keyOf} > ${at(cursor)}` : sql`${keyOf} < ${at(cursor)}`;
  const afterCursor = args.after ? decode(args.after, key, sort.type) : null;
  const beforeCursor = args.before ? decode(args.before, key, sort.type) : null;
  const where: SQL[] = [];
  if (afterCursor) where.push(after(afterCursor, false));
  if (beforeCursor) where.push(after(beforeCursor, true));
  const direction = sql.raw(ascending !== backwards ? 'asc' : 'desc');
  const rows =
    size === 0
      ? []
      : await rowsOf<Row>(
          db,
          sql`select ${source.columns}, ${sort.column}::text as sort_value ${source.from}
            ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
            order by ${sort.column} ${direction}, ${source.id} ${direction} limit ${size + 1}`,
        );
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (backwards) page.reverse();
  // Whether rows lie beyond the cursor the client came from (outside this page, on the side it did not ask for).
  const beyondCursor = async (cursor: Cursor | null, before: boolean) => {
    if (!cursor) return false;
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select 1 as n ${source.from} and not (${after(cursor, before)}) limit 1`,
    );
    return Boolean(row);
  };
  const edges = page.map((row) => ({
    cursor: encode({ key, value: row.sort_value, id: row.id }),
    node: source.toNode(row),
  }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: backwards ? await beyondCursor(beforeCursor, true) : more,
      hasPreviousPage: backwards ? more : await beyondCursor(afterCursor, false),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
