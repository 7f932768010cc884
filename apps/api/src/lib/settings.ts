import { settings } from '@wb/db';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../context';

/**
 * A settings document as stored, undefined until an admin saves one; `lock` for a change of it at the desk, so two
 * saves follow one another and each audits the document the other left. The column is jsonb: the caller names its
 * shape, as the desk's schema validated it on the way in.
 */
export async function readSetting<T>(ctx: Ctx, key: string, lock = false): Promise<T | undefined> {
  const read = ctx.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const [row] = lock ? await read.for('update') : await read;
  return row?.value as T | undefined;
}
