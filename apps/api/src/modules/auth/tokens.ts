import { createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { Role, SessionTokens } from '@wb/contract';
import { type Executor, refreshTokens, sessions, users } from '@wb/db';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import { type Caller, type Ctx, inTransaction } from '../../context';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { ApiError } from '../../lib/errors';

const ISSUER = 'wonder-beauty-api';
const AUDIENCE = 'wonder-beauty';
const DAY_MS = 86_400_000;

export interface SessionMeta {
  ip: string;
  userAgent: string | undefined;
  fcmToken?: string | undefined;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** How long a live session is taken as live without asking the database (every end of one drops it at once). */
const SESSION_CACHE_MS = 10_000;

interface LiveSession {
  userId: number;
  role: Role;
  endsAt: number;
}

/** What a correctly signed access token says. */
interface VerifiedToken {
  subject: number;
  sessionId: string;
  /** The token's `exp`: seconds since the epoch. */
  expiresAt: number;
}

/**
 * Access tokens whose signature was checked, kept by the token's exact text until it expires (issue 25: the HMAC
 * check through WebCrypto was a quarter of a signed-in read's CPU, for a token a client sends hundreds of times an
 * hour). Only a token that verified is kept, so a forged or altered one never matches and is checked in full; whether
 * its session is still live is asked on every use as before (`liveSession`).
 */
const VERIFIED_TOKENS = 50_000;

/**
 * Access and refresh tokens. The access token is a short-lived HS256 JWT naming the user, role and session; every
 * use is checked against the session, so logout and account deletion end it at once. Refresh tokens are opaque,
 * kept as hashes, rotated on every use; presenting a spent one revokes its whole session (ASVS 5.0 10.4.5), and no
 * refresh carries a session past its absolute end.
 */
export class TokenService {
  private readonly key: Uint8Array;

  private readonly sessions: ValueCache;

  private readonly verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS });

  constructor(
    private readonly config: Config['auth'],
    private readonly log: FastifyBaseLogger,
    private readonly cacheTags: CacheTags,
  ) {
    this.sessions = cacheTags.register(new ValueCache({ max: 50_000, ttlMs: SESSION_CACHE_MS }));
    this.key = new Uint8Array(hkdfSync('sha256', config.secret, 'wonder-beauty', 'access-tokens', 32));
  }

  /** A new session (one sign-in on one device) with its first token pair. */
  async startSession(ctx: Ctx, userId: number, role: Role, meta: SessionMeta): Promise<SessionTokens> {
    const now = ctx.now();
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + this.config.sessionMaxDays * DAY_MS);
    await ctx.db.insert(sessions).values({
      id: sessionId,
      userId,
      createdAt: now,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
      fcmToken: meta.fcmToken ?? null,
    });
    return this.issue(ctx, { id: userId, role, sessionId }, expiresAt);
  }

  /** A token pair for the session; its refresh token is written on `ctx`'s executor (the refresh's transaction). */
  private async issue(ctx: Ctx, user: Caller, sessionEnds: Date): Promise<SessionTokens> {
    const now = ctx.now();
    const accessEnds = new Date(Math.min(now.getTime() + this.config.accessTtlSeconds * 1000, sessionEnds.getTime()));
    const refreshEnds = new Date(Math.min(now.getTime() + this.config.refreshTtlDays * DAY_MS, sessionEnds.getTime()));
    const refresh = randomBytes(32).toString('base64url');
    await ctx.db.insert(refreshTokens).values({
      sessionId: user.sessionId,
      tokenHash: sha256(refresh),
      createdAt: now,
      expiresAt: refreshEnds,
    });
    const access = await new SignJWT({ role: user.role, sid: user.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(accessEnds.getTime() / 1000))
      .sign(this.key);
    return { jwt_token: access, jwt_token_refresh: refresh, access_token_expires_at: accessEnds.toISOString() };
  }

  /** Spends a refresh token for a new pair. Unknown, expired, revoked or already spent tokens answer 401. */
  async refresh(ctx: Ctx, presented: string): Promise<SessionTokens> {
    const now = ctx.now();
    const outcome = await inTransaction(ctx, async (tx): Promise<RefreshOutcome> => {
      const [row] = await presentedToken(tx.db, sha256(presented));
      if (!row || row.revoked_at || row.deleted_at || row.blocked_at) return { kind: 'refused' };
      if (row.used_at) return { kind: 'reused', row };
      const sessionEnds = row.session_ends;
      if (row.expires_at <= now || sessionEnds <= now) return { kind: 'refused' };
      await tx.db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
      return {
        kind: 'issued',
        tokens: await this.issue(tx, { id: row.user_id, role: row.user_type, sessionId: row.session_id }, sessionEnds),
      };
    });
    if (outcome.kind === 'issued') return outcome.tokens;
    if (outcome.kind === 'reused') {
      // A spent token came back: it was stolen, or the thief already used it. End the session for both.
      const { session_id, user_id } = outcome.row;
      await ctx.db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'reuse' })
        .where(and(eq(sessions.id, session_id), isNull(sessions.revokedAt)));
      await this.sessionEnded(ctx, [`session:${session_id}`]);
      this.log.warn({ session: session_id, user: user_id }, 'refresh token reused: session revoked');
    }
    throw ApiError.of('auth.session_expired');
  }

  /**
   * The account an access token names when its signature and expiry hold, without asking whether its session is
   * still live (no database read): enough to charge a request to an account's rate limit, never to let it in.
   */
  async signedSubject(token: string, now: Date): Promise<number | null> {
    return (await this.verify(token, now))?.subject ?? null;
  }

  /** The caller behind an access token, or null when the token is bad, expired, or its session has ended. */
  async authenticate(ctx: Ctx, token: string): Promise<Caller | null> {
    const verified = await this.verify(token, ctx.now());
    if (!verified) return null;
    const { subject, sessionId } = verified;
    const live = await this.liveSession(ctx, sessionId);
    if (!live || live.userId !== subject || live.endsAt <= ctx.now().getTime()) return null;
    return { id: subject, role: live.role, sessionId };
  }

  /**
   * The claims of a correctly signed access token that has not expired at `now`, else null. A token checked before is
   * taken from `verified` while its `exp` is still ahead, as jose judges it (expired once `exp` <= now, in seconds).
   */
  private async verify(token: string, now: Date): Promise<VerifiedToken | null> {
    const seconds = Math.floor(now.getTime() / 1000);
    const known = this.verified.get(token);
    if (known) return known.expiresAt > seconds ? known : null;
    let claims: VerifiedToken;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: now,
      });
      claims = { subject: Number(payload.sub), sessionId: String(payload.sid ?? ''), expiresAt: payload.exp ?? 0 };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
    if (!Number.isSafeInteger(claims.subject) || !claims.sessionId) return null;
    // Kept no longer than the token lives (a token without `exp` is not kept: the store signs none).
    if (claims.expiresAt > seconds) this.verified.set(token, claims, { ttl: (claims.expiresAt - seconds) * 1000 });
    return claims;
  }

  /**
   * A session's owner, role and end while it is live, else null — read on every call of a guarded route, so it is
   * cached for a few seconds. Every write that ends a session or changes a role drops it at once, in every process
   * (`sessionEnded`, `userChanged`); the TTL only bounds a notice lost with a dropped connection.
   */
  private liveSession(ctx: Ctx, sessionId: string): Promise<LiveSession | null> {
    return this.sessions.get(
      sessionId,
      async () => {
        const [row] = await ctx.db
          .select({ userId: sessions.userId, role: users.userType, endsAt: sessions.expiresAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            and(
              eq(sessions.id, sessionId),
              isNull(sessions.revokedAt),
              isNull(users.deletedAt),
              isNull(users.blockedAt),
            ),
          );
        // The role is read from the account, not the token: a promotion or demotion applies at once.
        return row ? { ...row, endsAt: row.endsAt.getTime() } : null;
      },
      (live) => (live ? [`session:${sessionId}`, `user:${live.userId}`] : [`session:${sessionId}`]),
    );
  }

  /** A session ended: no process may take its tokens any more, once the ending commits. */
  private async sessionEnded(ctx: Ctx, tags: string[]): Promise<void> {
    await this.cacheTags.invalidate(ctx.db, tags);
  }

  /** The account's role changed or it was deleted: its sessions are read again everywhere. */
  async userChanged(ctx: Ctx, userId: number): Promise<void> {
    await this.sessionEnded(ctx, [`user:${userId}`]);
  }

  /** Housekeeping: refresh tokens past their end are of no use to anyone (their sessions keep the history). */
  async purgeExpired(ctx: Ctx): Promise<void> {
    await ctx.db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, ctx.now()));
  }

  async revokeSession(ctx: Ctx, sessionId: string, reason: 'logout' | 'staff'): Promise<void> {
    await ctx.db
      .update(sessions)
      .set({ revokedAt: ctx.now(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await this.sessionEnded(ctx, [`session:${sessionId}`]);
  }

  /**
   * Staff blocked the account (issue 12): every live session revoked on the block's transaction, and with it every
   * refresh token of those sessions (a refresh checks its session); the sessions' tokens stop working everywhere.
   */
  async revokeAllOf(ctx: Ctx, userId: number, reason: 'staff'): Promise<void> {
    await ctx.db
      .update(sessions)
      .set({ revokedAt: ctx.now(), revokedReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await this.sessionEnded(ctx, [`user:${userId}`]);
  }

  /**
   * Account deletion: every session revoked, with what it knew of the person's devices (address, browser, push
   * token) cleared, on the deletion's transaction.
   */
  async endAllOf(ctx: Ctx, userId: number): Promise<void> {
    await ctx.db
      .update(sessions)
      .set({
        revokedAt: sql`coalesce(${sessions.revokedAt}, ${ctx.now().toISOString()}::timestamptz)`,
        revokedReason: sql`coalesce(${sessions.revokedReason}, 'account_deleted')`,
        ip: null,
        userAgent: null,
        fcmToken: null,
      })
      .where(eq(sessions.userId, userId));
    await this.sessionEnded(ctx, [`user:${userId}`]);
  }
}

type RefreshOutcome =
  | { kind: 'issued'; tokens: SessionTokens }
  | { kind: 'reused'; row: RefreshRow }
  | { kind: 'refused' };

/** The refresh token presented, with its session's and account's state, locked (the token only) to be spent once. */
const presentedToken = (db: Executor, tokenHash: string) =>
  db
    .select({
      id: refreshTokens.id,
      session_id: refreshTokens.sessionId,
      used_at: refreshTokens.usedAt,
      expires_at: refreshTokens.expiresAt,
      revoked_at: sessions.revokedAt,
      session_ends: sessions.expiresAt,
      user_id: users.id,
      user_type: users.userType,
      deleted_at: users.deletedAt,
      blocked_at: users.blockedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
type RefreshRow = Awaited<ReturnType<typeof presentedToken>>[number];
