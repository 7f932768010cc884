import { formatMessage, messages, type PartnerApplicationBody } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { newShopper, type Shopper } from '../../../test/kits/orders';
import { inTransaction } from '../../context';
import type { ApiError } from '../../lib/errors';
import type { ConsoleSmsProvider } from '../auth/sms';

/**
 * The partner programme (issue 15): a customer applies to sell as an influencer or a pharmacist; an admin approves
 * (her account becomes that role, her session sees it at its next call, an SMS and a notice tell her) or rejects with
 * a reason. One open application per account; sellers and staff cannot apply; another person's application is a 404.
 */
let store: TestStore;
let admin: Record<string, string>;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  admin = bearer((await store.signIn(DEMO.admin)).jwt_token);
});
afterAll(() => store?.close());

const INFLUENCER = {
  partner_type: 'influencer',
  name: 'ريم الجبوري',
  city_id: 1,
  social_links: { instagram: 'instagram.com/reem.beauty', tiktok: '' },
  followers: '12500',
  note: 'أصوّر روتين العناية بالبشرة أسبوعياً',
};
const PHARMACIST = {
  partner_type: 'pharmacist',
  name: 'د. سارة عبد الله',
  mobile: '07812345678',
  city_id: 1,
  pharmacy_name: 'صيدلية النور',
  licence_number: 'ب/٢٠١٩/٤٤٥',
};

const apply = (headers: Record<string, string>, payload: object) =>
  store.call({ method: 'POST', url: '/api/v2/app/partner-applications', headers, payload });
const mine = (headers: Record<string, string>) =>
  store.call({ method: 'GET', url: '/api/v2/app/partner-applications', headers });
const desk = (path: string, payload?: object, headers = admin) =>
  store.call({
    method: payload ? 'POST' : 'GET',
    url: `/api/v2/admin/partner-applications${path}`,
    headers,
    ...(payload ? { payload } : {}),
  });

async function applied(shopper: Shopper, payload: object = INFLUENCER) {
  const response = await apply(shopper.headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number };
}

const errorsOf = (response: { json(): { errors?: Record<string, string[]> } }) => response.json().errors ?? {};
const sms = () => store.services.sms as unknown as ConsoleSmsProvider;
const textsTo = (mobile: string) =>
  sms()
    .messagesTo(mobile)
    .map((message) => message.text);
const noticesOf = (userId: number) =>
  store.database.rows<{ kind: string; title: string; body: string; link: string }>(
    sql`select kind, title, body, link from notifications where user_id = ${userId} order by id`,
  );

describe('the programme', () => {
  it('tells anyone what each kind of partner gives and earns: the seller terms', async () => {
    const response = await store.call({ method: 'GET', url: '/api/v2/app/partner-programme' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      influencer: { commission_percent: 10, max_line_discount_percent: 20 },
      pharmacist: { commission_percent: 5, max_line_discount_percent: 15 },
    });
  });
});

describe('POST app/partner-applications', () => {
  it('records an influencer: her link made https, her number international, pending; she sees it', async () => {
    const shopper = await newShopper(store);
    const response = await apply(shopper.headers, { ...INFLUENCER, mobile: '٠٧٨٠١٢٣٤٥٦٧' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(messages.partnerApplied);
    expect(response.json().data).toMatchObject({
      partner_type: 'influencer',
      name: 'ريم الجبوري',
      mobile: '+9647801234567',
      city: { id: 1 },
      social_links: [{ platform: 'instagram', url: 'https://instagram.com/reem.beauty' }],
      followers: 12500,
      pharmacy_name: null,
      status: 'pending',
    });
    expect((await mine(shopper.headers)).json().data).toEqual([response.json().data]);
  });

  it("records a pharmacist with the account's number when none is given, the licence's digits Western", async () => {
    const shopper = await newShopper(store);
    const { mobile: _, ...withoutMobile } = PHARMACIST;
    const response = await apply(shopper.headers, withoutMobile);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      mobile: shopper.mobile,
      pharmacy_name: 'صيدلية النور',
      licence_number: 'ب/2019/445',
      social_links: [],
    });
  });

  it('refuses, in Arabic and by field, what each kind of partner leaves out or gets wrong', async () => {
    const shopper = await newShopper(store);
    const noLinks = await apply(shopper.headers, { ...INFLUENCER, social_links: { instagram: ' ' } });
    expectArabicError(noLinks, 422);
    expect(errorsOf(noLinks).social_links).toEqual([messages.partnerLinksRequired]);

    const wrongHost = await apply(shopper.headers, {
      ...INFLUENCER,
      social_links: { instagram: 'https://example.com/reem', youtube: 'http://youtube.com/@reem' },
    });
    expectArabicError(wrongHost, 422);
    expect(errorsOf(wrongHost)['social_links.instagram']?.[0]).toBe(
      formatMessage(messages.partnerLinkInvalid, {
        platform: 'إنستغرام',
        example: 'https://www.instagram.com/wonderbeauty',
      }),
    );
    expect(errorsOf(wrongHost)['social_links.youtube']).toHaveLength(1);

    const pharmacy = await apply(shopper.headers, { ...PHARMACIST, pharmacy_name: '', licence_number: '' });
    expect(errorsOf(pharmacy)).toEqual({
      pharmacy_name: [messages.partnerPharmacyRequired],
      licence_number: [messages.partnerLicenceRequired],
    });
    expect(errorsOf(await apply(shopper.headers, { ...PHARMACIST, licence_number: 'abc' })).licence_number).toEqual([
      messages.partnerLicenceFormat,
    ]);

    const place = await apply(shopper.headers, { ...PHARMACIST, mobile: '12345', city_id: 999 });
    expect(Object.keys(errorsOf(place)).sort()).toEqual(['city_id', 'mobile']);
    expect(errorsOf(place).mobile).toEqual([messages.mobileInvalid]);
    for (const payload of [{}, { ...INFLUENCER, partner_type: 'doctor' }, { ...INFLUENCER, name: '  ' }]) {
      expectArabicError(await apply(shopper.headers, payload), 422);
    }
    expect((await mine(shopper.headers)).json().data).toEqual([]);
  });

  it('keeps one open application per account (409); withdrawn, she may apply again', async () => {
    const shopper = await newShopper(store);
    const first = await applied(shopper);
    const second = await apply(shopper.headers, PHARMACIST);
    expectArabicError(second, 409);
    expect(second.json().message).toBe(messages.partnerAlreadyOpen);

    const withdrawn = await store.call({
      method: 'POST',
      url: `/api/v2/app/partner-applications/${first.id}/withdraw`,
      headers: shopper.headers,
    });
    expect(withdrawn.json()).toMatchObject({ message: messages.partnerWithdrawn, data: { status: 'withdrawn' } });
    await applied(shopper, PHARMACIST);
    expect((await mine(shopper.headers)).json().data.map((a: { status: string }) => a.status)).toEqual([
      'pending',
      'withdrawn',
    ]);
  });

  it('keeps one open application when two are sent at once (a double tap, two devices)', async () => {
    const shopper = await newShopper(store);
    const answers = await Promise.all([apply(shopper.headers, INFLUENCER), apply(shopper.headers, PHARMACIST)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await mine(shopper.headers)).json().data).toHaveLength(1);
  });

  it('keeps one open application without the per-caller lock too: the index answers 409, never a 500', async () => {
    const shopper = await newShopper(store);
    const body = { ...INFLUENCER, social_links: { instagram: 'instagram.com/reem' }, followers: undefined };
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map(() =>
        inTransaction(shopper.ctx, (ctx) => store.services.partners.apply(ctx, body as PartnerApplicationBody)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes
      .filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
      .map((outcome) => (outcome.reason as ApiError).code);
    expect(refused).toEqual(['partner.already_open', 'partner.already_open']);
  });

  it('refuses sellers and staff in words of their own, and a guest', async () => {
    const seller = await apply(bearer((await store.signIn(DEMO.influencer)).jwt_token), INFLUENCER);
    expectArabicError(seller, 409);
    expect(seller.json().message).toBe(messages.partnerAlreadySeller);
    const staff = await apply(bearer((await store.signIn(DEMO.staff)).jwt_token), INFLUENCER);
    expectArabicError(staff, 403);
    expect(staff.json().message).toBe(messages.partnerStaffAccount);
    expectArabicError(await apply({}, INFLUENCER), 401);
  });

  it("answers 404 for another person's application", async () => {
    const owner = await newShopper(store);
    const other = await newShopper(store);
    const { id } = await applied(owner);
    const response = await store.call({
      method: 'POST',
      url: `/api/v2/app/partner-applications/${id}/withdraw`,
      headers: other.headers,
    });
    expectArabicError(response, 404);
    expect(response.json().message).toBe(messages.partnerNotFound);
    expect((await mine(other.headers)).json().data).toEqual([]);
  });
});

describe('the desk: /admin/partner-applications', () => {
  it('approves: the account becomes an influencer at her next call, audited, told by SMS and in the store, once', async () => {
    const shopper = await newShopper(store);
    const { id } = await applied(shopper);
    const earnings = () => store.call({ method: 'GET', url: '/api/v2/app/seller/earnings', headers: shopper.headers });
    expectArabicError(await earnings(), 403);
    const listed = (await desk('?status=pending')).json().data;
    expect(listed[0]).toMatchObject({ id, applicant: { id: shopper.id, user_type: 'customer' }, decided_by: null });

    const approved = await desk(`/${id}/approve`, { note: 'حساب نشط ومتابعات حقيقية' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'تم قبول الطلب، وأصبح الحساب حساب مؤثر.',
      data: { status: 'approved', applicant: { user_type: 'influencer' }, decision_note: 'حساب نشط ومتابعات حقيقية' },
    });
    // The same token, her next call: the role is read from the account.
    expect((await earnings()).statusCode).toBe(200);
    const cart = await store.call({ method: 'GET', url: '/api/v2/app/cart', headers: shopper.headers });
    expectArabicError(cart, 403);

    expect(await noticesOf(shopper.id)).toEqual([
      {
        kind: 'partner',
        title: messages.partnerApprovedTitle,
        body: formatMessage(messages.partnerApprovedBody, { role: 'مؤثر' }),
        link: '/influencer',
      },
    ]);
    await store.kernel.jobs.drain(store.services.partnerDecided);
    expect(textsTo(shopper.mobile)).toEqual([
      formatMessage(messages.partnerApprovedSms, { role: 'مؤثر', url: 'http://localhost:3000/influencer' }),
    ]);
    // Sent again (a retry, a second job): nothing more.
    await store.kernel.jobs.send(store.database.db, store.services.partnerDecided, { applicationId: id });
    await store.kernel.jobs.drain(store.services.partnerDecided);
    expect(textsTo(shopper.mobile)).toHaveLength(1);

    const audit = await store.database.rows<{ action: string; entity_id: string }>(
      sql`select action, entity_id from audit_log
        where (entity_type = 'partner_application' and entity_id = ${String(id)})
           or (entity_type = 'user' and entity_id = ${String(shopper.id)})
        order by id`,
    );
    expect(audit).toEqual([
      { action: 'user.role', entity_id: String(shopper.id) },
      { action: 'partner.approve', entity_id: String(id) },
    ]);
    const again = await desk(`/${id}/approve`, {});
    expectArabicError(again, 409);
    expect(again.json().message).toBe(messages.partnerNotPending);
    expectArabicError(await desk(`/${id}/reject`, { reason: 'متأخر' }), 409);
  });

  it('rejects with a reason she reads; her account stays a customer and she may apply again', async () => {
    const shopper = await newShopper(store);
    const { id } = await applied(shopper, PHARMACIST);
    const blank = await desk(`/${id}/reject`, { reason: '  ' });
    expectArabicError(blank, 422);
    expect(Object.keys(errorsOf(blank))).toEqual(['reason']);

    const reason = 'لم نتمكن من التحقق من رقم الإجازة';
    const rejected = await desk(`/${id}/reject`, { reason });
    expect(rejected.json()).toMatchObject({ message: messages.partnerRejected, data: { status: 'rejected' } });
    expect((await mine(shopper.headers)).json().data[0]).toMatchObject({ status: 'rejected', decision_note: reason });
    expect((await noticesOf(shopper.id))[0]).toMatchObject({
      kind: 'partner',
      body: formatMessage(messages.partnerRejectedBody, { reason }),
      link: '/partner',
    });
    await store.kernel.jobs.drain(store.services.partnerDecided);
    expect(textsTo(shopper.mobile)).toEqual([formatMessage(messages.partnerRejectedSms, { reason })]);
    const [account] = await store.database.rows<{ user_type: string }>(
      sql`select user_type from users where id = ${shopper.id}`,
    );
    expect(account?.user_type).toBe('customer');
    await applied(shopper);
  });

  it('refuses to approve an account that is no longer a customer, and answers 404 for an unknown application', async () => {
    const shopper = await newShopper(store);
    const { id } = await applied(shopper);
    await store.services.accounts.setRole(store.ctx(), shopper.id, 'pharmacist');
    const changed = await desk(`/${id}/approve`, {});
    expectArabicError(changed, 409);
    expect(changed.json().message).toBe(formatMessage(messages.partnerAccountChanged, { type: 'صيدلية' }));
    expect((await desk(`/${id}`)).json().data.status).toBe('pending');
    expectArabicError(await desk('/999999'), 404);
    expectArabicError(await desk('/999999/approve', {}), 404);
    expectArabicError(await desk('?status=lost'), 422);
  });

  it('refuses to approve a blocked account: it stays a customer and is sent nothing', async () => {
    const shopper = await newShopper(store);
    const { id } = await applied(shopper);
    await store.database.rows(sql`update users set blocked_at = now() where id = ${shopper.id}`);
    const refused = await desk(`/${id}/approve`, {});
    expectArabicError(refused, 409);
    expect(refused.json().message).toBe(messages.partnerAccountBlocked);
    const [account] = await store.database.rows<{ user_type: string }>(
      sql`select user_type from users where id = ${shopper.id}`,
    );
    expect(account?.user_type).toBe('customer');
    expect((await desk(`/${id}`)).json().data.status).toBe('pending');
  });

  it('takes either the decision or her withdrawal when both come at once, never both, never a 500', async () => {
    const shopper = await newShopper(store);
    const { id } = await applied(shopper);
    const withdraw = store.call({
      method: 'POST',
      url: `/api/v2/app/partner-applications/${id}/withdraw`,
      headers: shopper.headers,
    });
    const [approved, withdrawn] = await Promise.all([desk(`/${id}/approve`, {}), withdraw]);
    expect([approved.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
    const [account] = await store.database.rows<{ user_type: string }>(
      sql`select user_type from users where id = ${shopper.id}`,
    );
    expect(account?.user_type).toBe(approved.statusCode === 200 ? 'influencer' : 'customer');
  });

  it('filters by status and kind, newest first', async () => {
    const first = await applied(await newShopper(store), PHARMACIST);
    const second = await applied(await newShopper(store), PHARMACIST);
    const listed = (await desk('?status=pending&partner_type=pharmacist')).json().data as Array<{ id: number }>;
    expect(listed.map((row) => row.id).slice(0, 2)).toEqual([second.id, first.id]);
    const influencers = (await desk('?partner_type=influencer')).json().data as Array<{ partner_type: string }>;
    expect(influencers.every((row) => row.partner_type === 'influencer')).toBe(true);
  });
});

describe('account deletion', () => {
  it('erases her applications', async () => {
    const shopper = await newShopper(store);
    const { id } = await applied(shopper);
    await store.services.deleteAccount.run(shopper.ctx);
    expect(await store.database.rows(sql`select id from partner_applications where id = ${id}`)).toEqual([]);
  });
});
