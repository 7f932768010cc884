import { z } from 'zod';
import { envelope } from '../common';
import { defineRoute, type RouteFailure } from '../route';
import * as table from '../route-table';
import { idParams } from '../schemas/fields';
import { partnerApplication, partnerApplicationBody, storeFeedback, storeFeedbackBody } from '../schemas/partners';
import { sellerTerms } from '../schemas/sellers';

/**
 * The partner programme (issue 15; ours: spec §2 names /partner without its calls): what partners get, read by
 * anyone; a customer's applications to sell as an influencer or a pharmacist. And "rate the store" (/profile/help_us).
 */
const tag = 'برنامج الشركاء';
const missing: RouteFailure = { code: 'partner.not_found', when: 'No application of hers with this id.' };

export const partnerProgrammeRoute = defineRoute(table.partnersProgramme, {
  tag,
  summary: 'What an influencer and a pharmacist may give and earn: the seller terms the desk set (issue 14).',
  response: envelope(sellerTerms),
});

export const partnerApplicationsRoute = defineRoute(table.partnersMine, {
  tag,
  summary: 'Her applications, newest first (the first is the one /partner shows).',
  response: envelope(z.array(partnerApplication)),
});

// Any signed-in caller reaches the service, which refuses sellers and staff with words of their own.
export const partnerApplyRoute = defineRoute(table.partnersApply, {
  rateLimited: true,
  idempotent: true,
  tag,
  summary: 'Apply to sell as an influencer (her accounts’ links) or a pharmacist (the pharmacy and its licence).',
  body: partnerApplicationBody,
  response: envelope(partnerApplication),
  successMessage: 'partnerApplied',
  failures: [
    { code: 'partner.already_open', when: 'She has an application under review.' },
    { code: 'partner.already_seller', when: 'The account is an influencer or a pharmacist already.' },
    { code: 'partner.staff_account', when: 'A staff or admin account.' },
    { code: 'city.unknown', field: 'city_id', when: 'Not a governorate of GET app/cities.' },
    { code: 'mobile.invalid', field: 'mobile', when: 'Not an Iraqi mobile.' },
    { code: 'partner.links_required', field: 'social_links', when: 'An influencer without a link.' },
    { code: 'partner.link_invalid', field: 'social_links.<platform>', when: 'Not an https link on that platform.' },
    { code: 'partner.pharmacy_required', field: 'pharmacy_name', when: 'A pharmacist without the pharmacy’s name.' },
    { code: 'partner.licence_required', field: 'licence_number', when: 'A pharmacist without the licence number.' },
  ],
});

export const partnerWithdrawRoute = defineRoute(table.partnersWithdraw, {
  rateLimited: true,
  tag,
  summary: 'Withdraw her application while it is under review (to apply again differently).',
  params: idParams,
  response: envelope(partnerApplication),
  successMessage: 'partnerWithdrawn',
  failures: [missing, { code: 'partner.not_pending', when: 'Decided or withdrawn already.' }],
});

export const storeFeedbackRoute = defineRoute(table.feedbackCreate, {
  rateLimited: true,
  idempotent: true,
  tag: 'ساعدنا',
  summary: 'Rate the store (1–5) and say what to improve; the staff desk reads it at /admin/feedback.',
  body: storeFeedbackBody,
  response: envelope(storeFeedback),
  successMessage: 'feedbackSent',
  failures: [{ code: 'feedback.too_many', when: 'Three ratings in the last 24 hours already.' }],
});
