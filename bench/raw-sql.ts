/**
 * The statements of bench/raw-server.ts, each prepared once per connection by name. Where the store's SQL is plain
 * text it is the same text (its source named beside it); the parameters are numbered here.
 */

/** A named statement: `pg` prepares it on a connection the first time, and then only binds and runs it. */
export const statement = (name: string, text: string, values: unknown[]) => ({ name, text, values });

/** A variant as a cart line shows it (catalog/storefront/variants.ts LINE_VARIANT_SELECT, product-image.ts). */
const LINE_VARIANT_COLUMNS = `v.id as variant_id, p.id as product_id, v.sku, p.title, v.title as variant_title,
  p.product_type, b.name_en as vendor, v.price, v.compare_at, v.stock, p.status = 'active' as active,
  (select url from product_images where product_id = p.id order by position, id limit 1) as image_path,
  p.brand_id, p.category_id, c.name_ar as category`;
const LINE_VARIANT_JOINS = `join products p on p.id = v.product_id join brands b on b.id = p.brand_id
  join categories c on c.id = p.category_id`;

/** The caller's lines with their variants, newest first (the order reads them under the caller's lock). */
export const LINES = `
  select ci.id as line_id, ci.quantity, k.share_id, ${LINE_VARIANT_COLUMNS}
  from carts k join cart_items ci on ci.cart_id = k.id join variants v on v.id = ci.variant_id ${LINE_VARIANT_JOINS}
  where k.owner_id = $1 and k.kind = 'customer'
  order by ci.id desc`;

export const READS = {
  /** A live session's owner, role and end (modules/auth/tokens.ts liveSession). */
  session: `
    select s.user_id, u.user_type as role, s.expires_at from sessions s join users u on u.id = s.user_id
    where s.id = $1 and s.revoked_at is null and u.deleted_at is null and u.blocked_at is null`,
  /** The preview's active address (its governorate prices delivery) and the wallet's balance. */
  addressAndWallet: `
    select a.id, a.city_id, (select balance from wallet_balances where user_id = $1) as balance
    from (select 1) as one left join addresses a on a.user_id = $1 and a.is_active`,
  activeAddress: `select * from addresses where user_id = $1 and is_active`,
};

/** http/idempotency.ts: the caller's lock and the key's claim in one statement; a repeat reads the stored answer. */
export const CLAIM = {
  claim: `
    with caller as materialized (
      select id from users where id = $1 and deleted_at is null and blocked_at is null for no key update
    )
    insert into idempotency_keys (user_id, key, request_hash, body, created_at)
    select id, $2, $3, '', now() from caller
    on conflict (user_id, key) do update
      set request_hash = excluded.request_hash, body = '', created_at = excluded.created_at
      where idempotency_keys.created_at <= now() - make_interval(hours => $4)
    returning true as claimed`,
  replay: `
    select exists (
        select 1 from users where id = $1 and deleted_at is null and blocked_at is null
      ) as present, k.request_hash, k.body
    from (select 1) as one
      left join idempotency_keys k on k.user_id = $1 and k.key = $2`,
};

export const STORE_ANSWER = 'update idempotency_keys set body = $3 where user_id = $1 and key = $2';

/**
 * cart/service.ts `add`: the cart, the variant's stock, the cart's room and the line in one statement; the line
 * returned with what it shows (the store reads that from its catalogue cache).
 * $1 caller, $2 variant, $3 product, $4 quantity, $5 MAX_CART_LINES, $6 MAX_LINE_QUANTITY.
 */
export const ADD = {
  add: `
    with cart as (
      insert into carts (owner_id, kind) values ($1, 'customer')
      on conflict (owner_id) where kind = 'customer' do update set updated_at = now()
      returning id
    ), variant as (
      select v.id, v.stock from variants v join products p on p.id = v.product_id
      where v.id = $2 and v.product_id = $3 and p.status = 'active'
    ), room as (
      select count(*) < $5::int or coalesce(bool_or(variant_id = $2), false) as has_room
      from cart_items where cart_id = (select id from cart)
    ), added as (
      insert into cart_items (cart_id, variant_id, quantity)
      select cart.id, variant.id, $4::int from cart, variant, room
      where $4::int <= least(variant.stock, $6::int) and room.has_room
      on conflict (cart_id, variant_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        where cart_items.quantity + excluded.quantity <= least((select stock from variant), $6::int)
      returning id, variant_id, quantity
    )
    select added.id as line_id, added.quantity, ${LINE_VARIANT_COLUMNS}
    from added join variants v on v.id = added.variant_id ${LINE_VARIANT_JOINS}`,
  /** Why an add wrote nothing (cart/service.ts whyNotAdded). */
  whyNot: `
    with variant as (
      select v.id, v.stock from variants v join products p on p.id = v.product_id
      where v.id = $2 and v.product_id = $3 and p.status = 'active'
    ), cart as (select id from carts where owner_id = $1 and kind = 'customer')
    select (select stock from variant) as stock,
      (select quantity from cart_items where cart_id = (select id from cart) and variant_id = $2) as in_cart,
      (select count(*)::int from cart_items where cart_id = (select id from cart)) as lines`,
};

/**
 * flows/order-writer.ts `write`, in one statement as there: the order (its number from the sequence), its lines and
 * the first event of its timeline. Returned: what the database chose (the order's id, number, status and payment
 * method; each line's id by its variant); the rest of the answer is what was written.
 * $1 caller, $2 role, $3 subtotal, $4 discount, $5 shipping, $6 wallet used, $7 total, $8 note, $9 city, $10 the
 * address copy, $11 the moment, $12… the lines' columns.
 */
export const ORDER = `
  with placed as (
    insert into orders (number, user_id, placed_by, subtotal, discount, shipping_price, wallet_used, total, note,
      city_id, address, created_at, updated_at)
    values ('WB-' || nextval('order_number_seq'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
    returning id, number, status, payment_method
  ), lines as (
    insert into order_items (order_id, variant_id, product_id, sku, title, variant_title, vendor, image_path, price,
      quantity, discount, total)
    select placed.id, l.* from placed, unnest($12::int[], $13::int[], $14::text[], $15::text[], $16::text[],
      $17::text[], $18::text[], $19::int[], $20::int[], $21::int[], $22::int[]) as l
    returning id, variant_id
  ), events as (
    insert into order_events (order_id, from_status, to_status, actor_type, actor_id, created_at)
    select placed.id, null, 'pending', 'customer', $1, $11 from placed
  )
  select placed.*, (select array_agg(id order by id) from lines) as line_ids,
    (select array_agg(variant_id order by id) from lines) as line_variants
  from placed`;

/** cart/service.ts `empty`: the lines gone, and the cart no longer from a seller's share. */
export const EMPTY_CART = `
  with emptied as (
    delete from cart_items where cart_id in (select id from carts where owner_id = $1 and kind = 'customer')
  )
  update carts set share_id = null where owner_id = $1 and kind = 'customer' and share_id is not null`;

/**
 * The job row pg-boss 10 writes for `send(name, data)` (its insertJob): the queue's expiry, retries and policy, kept
 * 14 days.
 */
export const JOB = `
  insert into pgboss.job (name, data, priority, start_after, expire_in, keep_until, retry_limit, retry_delay,
    retry_backoff, dead_letter, policy)
  select q.name, $2::jsonb, 0, now(), coalesce(q.expire_seconds * interval '1s', interval '15 minutes'),
    now() + coalesce(q.retention_minutes * interval '1 minute', interval '14 days'), coalesce(q.retry_limit, 2),
    case when coalesce(q.retry_backoff, false) then greatest(coalesce(q.retry_delay, 0), 1)
      else coalesce(q.retry_delay, 0) end,
    coalesce(q.retry_backoff, false), q.dead_letter, q.policy
  from pgboss.queue q where q.name = $1`;

/** catalog/storefront/variants.ts `lockForOrder`: in id order, FOR NO KEY UPDATE (its comment says why). */
export const LOCK_VARIANTS = `
  select v.id, v.price, v.stock, p.status = 'active' as active
  from variants v join products p on p.id = v.product_id
  where v.id = any($1::int[]) order by v.id for no key update of v`;

/**
 * catalog/storefront/variants.ts `move` for an order, in one statement as there: the guarded update, its lines in the
 * ledger, and the in-stock flag of the products whose flag flips (only those locked, in id order, and written).
 * $1 variants (in id order, locked already), $2 their quantities, $3 the order.
 */
export const TAKE_STOCK = `
  with moved as (
    update variants v set stock = v.stock - d.quantity
    from unnest($1::int[], $2::int[]) as d(id, quantity)
    where v.id = d.id and v.stock - d.quantity >= 0
    returning v.id, v.product_id, v.stock + d.quantity as before, v.stock as after
  ), ledger as (
    insert into stock_movements (variant_id, delta, reason, order_id, actor_id, note)
    select m.id, m.after - m.before, 'order', $3::int, null, null from moved m
  ), stocked as (
    select m.product_id, bool_or(m.after > 0) or exists (
        select 1 from variants w where w.product_id = m.product_id and w.stock > 0 and w.id <> all($1::int[])
      ) as in_stock
    from moved m group by m.product_id
  ), locked as materialized (
    select p.id, s.in_stock from products p join stocked s on s.product_id = p.id
    where p.in_stock is distinct from s.in_stock
    order by p.id for no key update of p
  ), flipped as (
    update products p set in_stock = locked.in_stock, updated_at = now()
    from locked where p.id = locked.id
  )
  select count(*)::int as moved from moved`;
