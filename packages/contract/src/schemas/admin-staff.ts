import { z } from 'zod';
import { idParam, limitParam, pageParam, text } from '../common';
import { staffRoles } from '../roles';
import { baghdadDays } from './admin';
import { blankable, mobileText, timestamp } from './fields';

/**
 * Staff management (issue 12, admin only): the shop's own people. An account becomes staff or admin by its mobile
 * (it must be a customer's account, or already staff); taking the role away makes it a customer again.
 */
export const staffRole = z.enum(staffRoles);

export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string().describe('International form, e.g. +9647701234567'),
  user_type: staffRole,
  created_at: timestamp,
  /** When the account last signed in on any device; null when it never has. */
  last_sign_in_at: timestamp.nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffQuery = z.object({
  page: pageParam,
  limit: limitParam(50),
  q: blankable(text(100)).describe('Name, or mobile in part'),
});
export type StaffQuery = z.infer<typeof staffQuery>;

export const staffGrantBody = z.object({
  mobile: mobileText.describe("The account's mobile (07…, +964…); the account must exist"),
  role: staffRole,
});
export type StaffGrantBody = z.output<typeof staffGrantBody>;

export const staffRoleBody = z.object({
  role: z.enum(['customer', ...staffRoles]).describe('customer: the role taken away'),
});
export type StaffRoleBody = z.output<typeof staffRoleBody>;

/** An account's role after a change: who, and what they are now. */
export const accountRole = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  user_type: z.enum(['customer', ...staffRoles]),
});
export type AccountRole = z.infer<typeof accountRole>;

// ── The audit log

export const auditQuery = z.object({
  page: pageParam,
  limit: limitParam(50),
  actor_id: blankable(idParam).describe('Who did it (a staff or admin account id)'),
  entity_type: blankable(text(50)).describe('order, user, …'),
  entity_id: blankable(text(50)),
  action: blankable(text(50)).describe('entity.verb: order.status, customer.block, wallet.adjust, …'),
  ...baghdadDays,
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  actor: z
    .object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() })
    .nullable()
    .describe('null when the account that did it has since been deleted'),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown().describe('The record before the write (null for a creation)'),
  after: z.unknown().describe('The record after the write'),
  created_at: timestamp,
});
export type AuditEntryView = z.infer<typeof auditEntry>;
