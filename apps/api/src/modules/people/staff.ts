import type { StaffMember, StaffQuery } from '@wb/contract';
import { type DbRow, type RawRow, rowsOf, type sessions, type users } from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { allOf, countedList } from '../../lib/desk-lists';
import { accountMatches, searchNeedle } from '../../lib/desk-search';

type StaffRow = RawRow<typeof users, 'id' | 'name' | 'created_at'> & {
  /** A live account signs in with its number. */
  mobile: NonNullable<DbRow<typeof users>['mobile']>;
  /** The list reads staff and admins only. */
  user_type: StaffMember['user_type'] & DbRow<typeof users>['user_type'];
  last_sign_in_at: DbRow<typeof sessions>['created_at'] | null;
};

/** The staff page's list (issue 12, admin only): admins first, then staff, each by name. */
export class StaffReads {
  async list(ctx: Ctx, query: StaffQuery) {
    const where: SQL[] = [sql`u.deleted_at is null`, sql`u.user_type in ('staff', 'admin')`];
    const needle = searchNeedle(query.q);
    if (needle) where.push(accountMatches(needle));
    const list = {
      table: 'users',
      alias: 'u',
      where: allOf(where),
      searching: needle !== null,
      orderColumns: ['user_type', 'name'],
    } as const;
    const order = sql`order by u.user_type = 'admin' desc, u.name, u.id`;
    const { picked, meta } = await countedList(ctx.db, list, order, query.page, query.limit);
    const rows = await rowsOf<StaffRow>(
      ctx.db,
      sql`select u.id, u.name, u.mobile, u.user_type, u.created_at,
          (select max(s.created_at) from sessions s where s.user_id = u.id) as last_sign_in_at
        from ${picked} picked join users u on u.id = picked.id ${order}`,
    );
    const data: StaffMember[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      mobile: row.mobile,
      user_type: row.user_type,
      created_at: new Date(row.created_at).toISOString(),
      last_sign_in_at: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
    }));
    return { data, ...meta };
  }
}
