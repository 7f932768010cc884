import { deskSearchFoldSql, otpChannels, roles } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const userType = pgEnum('user_type', roles);

/**
 * A person with an account. Deleting an account keeps the row (orders will point at it) but clears every personal
 * field: `mobile` becomes NULL, so the number is free to register again.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userType: userType('user_type').notNull().default('customer'),
    /** International form (+9647701234567); NULL once the account is deleted. */
    mobile: text('mobile'),
    name: text('name').notNull(),
    email: text('email'),
    referralId: text('referral_id'),
    /** Spec §1: set when the first one-time code sent to the number is verified. */
    registrationConfirmed: boolean('registration_confirmed').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
    /**
     * A keyed digest (HMAC) of the number, kept when the account is deleted: a code's per-customer and first-order
     * limits count the orders of every account the number ever had, so deleting and registering again does not reset
     * them. Not reversible without the server's secret; nothing else reads it.
     */
    phoneDigest: text('phone_digest'),
    /** Set by staff (issue 12): a blocked account cannot sign in or order; its sessions are revoked when blocked. */
    blockedAt: at('blocked_at'),
    blockedReason: text('blocked_reason'),
    /**
     * Name and mobile as the staff desk searches them (issue 12): folded once on write (contract normalize.ts
     * `deskSearchFoldSql`), so a search reads a stored text rather than folding every row it looks at.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(deskSearchFoldSql(`name || ' ' || coalesce(mobile, '')`)),
    ),
  },
  (t) => [
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_referral_id_key').on(t.referralId),
    index('users_phone_digest_idx').on(t.phoneDigest),
  ],
);

/**
 * One-time codes. Only an HMAC of the code is kept (a 6-digit code's plain hash is guessed offline in a moment); a code
 * is bound to one number, lives 5 minutes, is used once, and dies after 5 wrong tries.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose', { enum: ['login', 'register'] }).notNull(),
    /** How the code was sent (issue 24): the hourly budget that locks a number out is counted per channel. */
    channel: text('channel', { enum: otpChannels }).notNull().default('sms'),
    /** A registration's details, written to the new account only when this code is verified. */
    registration: jsonb('registration').$type<{ name: string; email: string | null; referralCode?: string | null }>(),
    /** The network the request came from (IPv4 address, IPv6 /64), for the per-network hourly cap. */
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('otp_codes_mobile_idx').on(t.mobile, t.createdAt), index('otp_codes_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * A signed-in session: one login on one device, and the family of its refresh tokens. Revoking it ends the session
 * at once (access tokens name it and are checked against it).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Absolute end: no refresh carries the session past it. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason', { enum: ['logout', 'reuse', 'account_deleted', 'staff'] }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** The device's push token (verification-code's fcm_token), for restock notices to this device. */
    fcmToken: text('fcm_token'),
  },
  (t) => [index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} IS NULL`)],
);

/** Refresh tokens, kept only as SHA-256 hashes; each is used once (rotation), and reuse revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);
