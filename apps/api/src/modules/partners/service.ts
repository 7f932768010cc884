import {
  type AdminPartnerApplication,
  type AdminPartnersQuery,
  type ErrorCode,
  type PartnerApplication,
  type PartnerApplicationBody,
  type SellerTerms,
  type SocialLink,
  socialLinkUrl,
  socialPlatformLabels,
  socialPlatforms,
} from '@wb/contract';
import { type cities, type DbRow, partnerApplications, rowsOf, users } from '@wb/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { CallerCtx, Ctx } from '../../context';
import { allOf, countedList } from '../../lib/desk-lists';
import { ApiError } from '../../lib/errors';
import { normalizeIraqiMobile } from '../../lib/phone';
import { isStaff } from '../../lib/roles';
import type { ContentService } from '../content/site/service';
import type { SellerTermsService } from '../earnings/terms';

/** An application (`p.*`) with its city's name. */
export type ApplicationRow = Omit<DbRow<typeof partnerApplications>, 'social_links'> & {
  /** Stored only after each platform was checked against the contract's list (`details`). */
  social_links: SocialLink[];
  city_name: DbRow<typeof cities>['name_ar'];
};
type DeskRow = ApplicationRow & {
  user_name: DbRow<typeof users>['name'];
  user_mobile: DbRow<typeof users>['mobile'];
  user_type: DbRow<typeof users>['user_type'];
  decider_name: DbRow<typeof users>['name'] | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

const applicationOf = (row: ApplicationRow): PartnerApplication => ({
  id: row.id,
  partner_type: row.partner_type,
  name: row.name,
  mobile: row.mobile,
  city: { id: row.city_id, name: row.city_name },
  social_links: row.social_links,
  followers: row.followers,
  pharmacy_name: row.pharmacy_name,
  licence_number: row.licence_number,
  note: row.note,
  status: row.status,
  decision_note: row.decision_note,
  decided_at: iso(row.decided_at),
  created_at: iso(row.created_at) as string,
});

const deskApplicationOf = (row: DeskRow): AdminPartnerApplication => ({
  ...applicationOf(row),
  applicant: { id: row.user_id, name: row.user_name, mobile: row.user_mobile ?? '', user_type: row.user_type },
  decided_by: row.decided_by === null ? null : { id: row.decided_by, name: row.decider_name ?? '' },
});

const selectApplications = (where: SQL) => sql`
  select p.*, c.name_ar as city_name from partner_applications p join cities c on c.id = p.city_id where ${where}`;

const selectDesk = (ids: SQL) => sql`
  select p.*, c.name_ar as city_name, u.name as user_name, u.mobile as user_mobile, u.user_type,
    d.name as decider_name
  from ${ids} picked join partner_applications p on p.id = picked.id join cities c on c.id = p.city_id
    join users u on u.id = p.user_id left join users d on d.id = p.decided_by`;

/** Where each example link points, for the message under a refused link. */
const examples: Record<(typeof socialPlatforms)[number], string> = {
  instagram: 'https://www.instagram.com/wonderbeauty',
  tiktok: 'https://www.tiktok.com/@wonderbeauty',
  facebook: 'https://www.facebook.com/wonderbeauty',
  snapchat: 'https://www.snapchat.com/add/wonderbeauty',
  youtube: 'https://www.youtube.com/@wonderbeauty',
};

/** A licence number as Iraqi licences are written: letters, digits, `/` and `-`, with at least one digit. */
const LICENCE = /^(?=.*\d)[\p{L}\d/ -]{3,30}$/u;

/** Every refused field at once (a form marks them all); the code and message are the first one's. */
function refuseFields(failures: ApiError[]): void {
  const [first] = failures;
  if (!first) return;
  const errors = Object.assign({}, ...failures.map((failure) => failure.errors));
  throw new ApiError(first.code, { message: first.message, errors });
}

/**
 * The partner programme (issue 15): what partners get (the seller terms of issue 14, public), a customer's
 * applications to sell, and the desk's reads of them. The decision itself is a flow (flows/approve-partner.ts): it
 * changes the account's role. One open application per account: the caller's lock (every write of hers takes it)
 * and a partial unique index both stand behind it.
 */
export class PartnerService {
  constructor(
    private readonly content: ContentService,
    private readonly terms: SellerTermsService,
  ) {}

  async programme(ctx: Ctx): Promise<SellerTerms> {
    const [influencer, pharmacist] = await Promise.all([
      this.terms.forRole(ctx, 'influencer'),
      this.terms.forRole(ctx, 'pharmacist'),
    ]);
    return { influencer, pharmacist };
  }

  async mine(ctx: CallerCtx): Promise<PartnerApplication[]> {
    const rows = await rowsOf<ApplicationRow>(
      ctx.db,
      sql`${selectApplications(sql`p.user_id = ${ctx.caller.id}`)} order by p.created_at desc, p.id desc limit 20`,
    );
    return rows.map(applicationOf);
  }

  /** A customer applies (in her write's transaction, her account locked): sellers and staff are refused first. */
  async apply(ctx: CallerCtx, body: PartnerApplicationBody): Promise<PartnerApplication> {
    const [account] = await ctx.db
      .select({ user_type: users.userType, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, ctx.caller.id));
    const type = account?.user_type ?? ctx.caller.role;
    if (isStaff(type)) throw ApiError.of('partner.staff_account');
    if (type !== 'customer') throw ApiError.of('partner.already_seller');
    const [open] = await ctx.db
      .select({ id: partnerApplications.id })
      .from(partnerApplications)
      .where(and(eq(partnerApplications.userId, ctx.caller.id), eq(partnerApplications.status, 'pending')));
    if (open) throw ApiError.of('partner.already_open');

    const details = this.details(body);
    const failures = [...details.failures];
    let mobile = account?.mobile ?? null;
    if (body.mobile) {
      mobile = normalizeIraqiMobile(body.mobile);
      if (!mobile) failures.unshift(ApiError.field('mobile', 'mobile.invalid'));
    }
    const cities = await this.content.cities(ctx);
    if (!cities.some((city) => city.id === body.city_id)) failures.unshift(ApiError.field('city_id', 'city.unknown'));
    refuseFields(failures);

    const [row] = await ctx.db
      .insert(partnerApplications)
      .values({
        userId: ctx.caller.id,
        partnerType: body.partner_type,
        name: body.name,
        mobile: mobile as string,
        cityId: body.city_id,
        socialLinks: details.links,
        followers: body.partner_type === 'influencer' ? (body.followers ?? null) : null,
        pharmacyName: details.pharmacyName,
        licenceNumber: details.licenceNumber,
        note: body.note || null,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      // Another open application written meanwhile (the one-open index): the same answer as the check above.
      .onConflictDoNothing()
      .returning({ id: partnerApplications.id });
    if (!row) throw ApiError.of('partner.already_open');
    return this.one(ctx, sql`p.id = ${row.id}`) as Promise<PartnerApplication>;
  }

  /** What the kind of partner needs: an influencer's links (each on its platform), a pharmacy's name and licence. */
  private details(body: PartnerApplicationBody) {
    const failures: ApiError[] = [];
    const links: SocialLink[] = [];
    if (body.partner_type === 'influencer') {
      for (const platform of socialPlatforms) {
        const typed = body.social_links?.[platform];
        if (!typed) continue;
        const url = socialLinkUrl(platform, typed);
        if (url) links.push({ platform, url });
        else {
          const params = { platform: socialPlatformLabels[platform], example: examples[platform] };
          failures.push(ApiError.field(`social_links.${platform}`, 'partner.link_invalid', params));
        }
      }
      if (links.length === 0 && failures.length === 0) {
        failures.push(ApiError.field('social_links', 'partner.links_required'));
      }
      return { failures, links, pharmacyName: null, licenceNumber: null };
    }
    const licence = body.licence_number?.replace(/\s+/g, ' ') ?? '';
    const licenceCode: ErrorCode | null = !licence
      ? 'partner.licence_required'
      : LICENCE.test(licence)
        ? null
        : 'partner.licence_format';
    if (!body.pharmacy_name) failures.push(ApiError.field('pharmacy_name', 'partner.pharmacy_required'));
    if (licenceCode) failures.push(ApiError.field('licence_number', licenceCode));
    return { failures, links, pharmacyName: body.pharmacy_name || null, licenceNumber: licence || null };
  }

  /** She takes back her application under review (another person's is a 404). */
  async withdraw(ctx: CallerCtx, id: number): Promise<PartnerApplication> {
    const [row] = await ctx.db
      .select({ status: partnerApplications.status })
      .from(partnerApplications)
      .where(and(eq(partnerApplications.id, id), eq(partnerApplications.userId, ctx.caller.id)))
      .for('update');
    if (!row) throw ApiError.of('partner.not_found');
    if (row.status !== 'pending') throw ApiError.of('partner.not_pending');
    await ctx.db
      .update(partnerApplications)
      .set({ status: 'withdrawn', updatedAt: ctx.now() })
      .where(eq(partnerApplications.id, id));
    return this.one(ctx, sql`p.id = ${id}`) as Promise<PartnerApplication>;
  }

  private async one(ctx: Ctx, where: SQL): Promise<PartnerApplication | undefined> {
    const [row] = await rowsOf<ApplicationRow>(ctx.db, selectApplications(where));
    return row && applicationOf(row);
  }

  // ── The desk

  async list(ctx: Ctx, query: AdminPartnersQuery) {
    const where: SQL[] = [];
    if (query.status) where.push(sql`p.status = ${query.status}`);
    if (query.partner_type) where.push(sql`p.partner_type = ${query.partner_type}`);
    const order = sql`order by p.created_at desc, p.id desc`;
    const list = { table: 'partner_applications', alias: 'p', where: allOf(where), searching: false } as const;
    const { picked, meta } = await countedList(ctx.db, list, order, query.page, query.limit);
    const rows = await rowsOf<DeskRow>(ctx.db, sql`${selectDesk(picked)} ${order}`);
    return { data: rows.map(deskApplicationOf), ...meta };
  }

  async deskView(ctx: Ctx, id: number): Promise<AdminPartnerApplication> {
    const [row] = await rowsOf<DeskRow>(ctx.db, selectDesk(sql`(select ${id}::int as id)`));
    if (!row) throw ApiError.of('partner.not_found');
    return deskApplicationOf(row);
  }

  /** The application under review, locked for its decision (flows/approve-partner.ts): whose, and for which role. */
  async lockPending(ctx: Ctx, id: number) {
    const [row] = await ctx.db
      .select({
        user_id: partnerApplications.userId,
        partner_type: partnerApplications.partnerType,
        status: partnerApplications.status,
      })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, id))
      .for('update');
    if (!row) throw ApiError.of('partner.not_found');
    if (row.status !== 'pending') throw ApiError.of('partner.not_pending');
    return row;
  }

  /** Records the decision on the locked application. */
  async decide(ctx: CallerCtx, id: number, status: 'approved' | 'rejected', note: string | null): Promise<void> {
    await ctx.db
      .update(partnerApplications)
      .set({ status, decisionNote: note, decidedBy: ctx.caller.id, decidedAt: ctx.now(), updatedAt: ctx.now() })
      .where(eq(partnerApplications.id, id));
  }

  /** Account deletion: her applications go (her number, her accounts, her pharmacy's licence are hers). */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(partnerApplications).where(eq(partnerApplications.userId, ctx.caller.id));
  }
}
