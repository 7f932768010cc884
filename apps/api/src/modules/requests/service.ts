import {
  type AdminProductRequest,
  type AdminRequestStatusBody,
  type AdminRequestsQuery,
  formatMessage,
  messages,
  type ProductRequest,
  type ProductRequestStatus,
  productRequestStatusLabels,
} from '@wb/contract';
import { type DbRow, productRequests, products, rowsOf, type users } from '@wb/db';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { CallerCtx, Ctx } from '../../context';
import { allOf, countedList } from '../../lib/desk-lists';
import { ApiError } from '../../lib/errors';
import { normalizeIraqiMobile } from '../../lib/phone';
import type { AuditLog } from '../audit/service';
import type { NotificationService } from '../notify/notifications';

/** A shopper's requests in 24 hours: a person asking for products, not a script filling the queue. */
export const REQUESTS_PER_DAY = 10;

/** Where a request may go from each status; added and declined are final. */
const NEXT: Record<ProductRequestStatus, readonly ProductRequestStatus[]> = {
  new: ['in_review', 'added', 'declined'],
  in_review: ['added', 'declined'],
  added: [],
  declined: [],
};

/** A request as `select *` / `returning *` give it. */
type RequestRow = DbRow<typeof productRequests>;
type DeskRow = RequestRow & {
  user_name: DbRow<typeof users>['name'];
  /** Every shopper who can ask signed in with her mobile. */
  user_mobile: NonNullable<DbRow<typeof users>['mobile']>;
  product_title: DbRow<typeof products>['title'] | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

const requestOf = (row: RequestRow): ProductRequest => ({
  id: row.id,
  name: row.name,
  brand: row.brand,
  note: row.note,
  mobile: row.mobile,
  status: row.status,
  created_at: iso(row.created_at) as string,
});

const deskRequestOf = (row: DeskRow): AdminProductRequest => ({
  ...requestOf(row),
  requester: { id: row.user_id, name: row.user_name, mobile: row.user_mobile },
  product: row.product_id === null ? null : { id: row.product_id, title: row.product_title ?? '' },
  handled_at: iso(row.handled_at),
});

const selectRequests = (ids: SQL) => sql`
  select q.*, u.name as user_name, u.mobile as user_mobile, p.title as product_title
  from ${ids} picked join product_requests q on q.id = picked.id join users u on u.id = q.user_id
    left join products p on p.id = q.product_id`;

/**
 * Requests for products the store does not carry (spec §7 `POST app/request-product`, issue 13): a signed-in shopper
 * asks; staff work the queue (/admin/requests) — new → in_review → added or declined, each move audited — and the
 * shopper is told in the store, in the same transaction, when her product is added.
 */
export class ProductRequestService {
  constructor(
    private readonly audit: AuditLog,
    private readonly notifications: NotificationService,
  ) {}

  async create(
    ctx: CallerCtx,
    body: { name: string; brand?: string | undefined; note?: string | undefined; mobile?: string | undefined },
  ): Promise<ProductRequest> {
    let mobile: string | null = null;
    if (body.mobile) {
      mobile = normalizeIraqiMobile(body.mobile);
      if (!mobile) throw ApiError.field('mobile', 'mobile.invalid');
    }
    const since = new Date(ctx.now().getTime() - 24 * 3600_000);
    const recent = await ctx.db.$count(
      productRequests,
      and(eq(productRequests.userId, ctx.caller.id), gt(productRequests.createdAt, since)),
    );
    if (recent >= REQUESTS_PER_DAY) throw ApiError.of('product_request.too_many');
    // Raw: insert … select takes her account's mobile when she gave none, in the one statement.
    const [row] = await rowsOf<RequestRow>(
      ctx.db,
      sql`insert into product_requests (user_id, name, brand, note, mobile, created_at)
        select u.id, ${body.name}, ${body.brand || null}, ${body.note || null}, coalesce(${mobile}, u.mobile), ${ctx.now().toISOString()}
        from users u where u.id = ${ctx.caller.id}
        returning *`,
    );
    return requestOf(row as RequestRow);
  }

  async list(ctx: Ctx, query: AdminRequestsQuery) {
    const where: SQL[] = query.status ? [sql`q.status = ${query.status}`] : [];
    const order = sql`order by q.created_at desc, q.id desc`;
    const list = { table: 'product_requests', alias: 'q', where: allOf(where), searching: false } as const;
    const { picked, meta } = await countedList(ctx.db, list, order, query.page, query.limit);
    const rows = await rowsOf<DeskRow>(ctx.db, sql`${selectRequests(picked)} ${order}`);
    return { data: rows.map(deskRequestOf), ...meta };
  }

  /** Moves a request on (in the desk write's transaction): audited; marked added, the requester is told. */
  async setStatus(ctx: CallerCtx, id: number, body: AdminRequestStatusBody): Promise<AdminProductRequest> {
    const [before] = await ctx.db
      .select({ status: productRequests.status, user_id: productRequests.userId, name: productRequests.name })
      .from(productRequests)
      .where(eq(productRequests.id, id))
      .for('update');
    if (!before) throw ApiError.of('product_request.not_found');
    if (!NEXT[before.status].includes(body.status)) {
      throw ApiError.of('product_request.transition', {
        from: productRequestStatusLabels[before.status],
        to: productRequestStatusLabels[body.status],
      });
    }
    let productId: number | null = null;
    if (body.status === 'added') {
      if (!body.product_id) throw ApiError.field('product_id', 'product_request.product_required');
      const [product] = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, body.product_id), eq(products.status, 'active')));
      if (!product) throw ApiError.field('product_id', 'product.not_found');
      productId = product.id;
    }
    await ctx.db
      .update(productRequests)
      .set({ status: body.status, productId, handledBy: ctx.caller.id, handledAt: ctx.now() })
      .where(eq(productRequests.id, id));
    await this.audit.record(ctx, {
      action: 'product_request.status',
      entityType: 'product_request',
      entityId: id,
      before: { status: before.status },
      after: { status: body.status, product_id: productId },
    });
    if (productId !== null) {
      await this.notifications.write(ctx.db, {
        userId: before.user_id,
        kind: 'product_request',
        title: messages.productRequestAddedTitle,
        body: formatMessage(messages.productRequestAddedBody, { name: before.name }),
        link: `/products-details/${productId}`,
        dedupeKey: `request:${id}:added`,
      });
    }
    const [row] = await rowsOf<DeskRow>(ctx.db, selectRequests(sql`(select ${id}::int as id)`));
    return deskRequestOf(row as DeskRow);
  }

  /** Account deletion: her requests go (what she asked for and the number to call back on are hers). */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(productRequests).where(eq(productRequests.userId, ctx.caller.id));
  }
}
