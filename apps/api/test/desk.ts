import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, DEMO, type TestStore } from './harness';

/** What the desk tests of promotions and settings share: the demo admin's calls and the audit entries they leave. */

export interface Desk {
  adminId: number;
  get(url: string, query?: Record<string, string>): Promise<LightMyRequestResponse>;
  send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** The demo admin, signed in. */
export async function deskOf(store: TestStore): Promise<Desk> {
  const { jwt_token } = await store.signIn(DEMO.admin);
  const [admin] = await store.database.rows<{ id: number }>(sql`select id from users where mobile = ${DEMO.admin}`);
  const headers = bearer(jwt_token);
  return {
    adminId: admin?.id ?? 0,
    get: (url, query = {}) => store.call({ method: 'GET', url: `/api/v2${url}`, query, headers }),
    send: (method, url, payload) =>
      store.call({
        method,
        url: `/api/v2${url}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
  };
}

export interface AuditRow {
  actor_id: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** The audit entries of one record, oldest first. */
export function auditOf(store: TestStore, entityType: string, entityId: string | number): Promise<AuditRow[]> {
  return store.database.rows<AuditRow & Record<string, unknown>>(sql`
    select actor_id, action, before, after from audit_log
    where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`);
}

export async function auditCount(store: TestStore): Promise<number> {
  const [row] = await store.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_log`);
  return row?.n ?? 0;
}
