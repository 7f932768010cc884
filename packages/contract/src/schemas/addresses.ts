import { z } from 'zod';
import { boolParam, idParam, text } from '../common';
import { blankable, mobileText, nameText, timestamp } from './fields';

/**
 * A delivery point as an Iraqi courier needs it: who receives (name, mobile), the governorate (city_id, from
 * `GET app/cities`), the area or district (region), the street and house, and the nearest landmark (أقرب نقطة دالة),
 * which couriers rely on more than street names. Shared by saved addresses, influencer contacts and pharmacist
 * addresses (spec: their fields are not shown; this is our design).
 */
export const deliveryPointBody = z.object({
  name: nameText.describe('Who receives the parcel'),
  mobile: mobileText,
  city_id: idParam,
  region: blankable(text(100)).describe('Area or district, e.g. الكرادة'),
  address: text(255).min(1).describe('Street, alley and house'),
  landmark: blankable(text(255)).describe('Nearest landmark'),
});

export type DeliveryPointBody = z.output<typeof deliveryPointBody>;

export const deliveryPoint = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  city_id: z.number().int(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  region: z.string().nullable(),
  address: z.string(),
  landmark: z.string().nullable(),
  created_at: timestamp,
});
export type DeliveryPoint = z.infer<typeof deliveryPoint>;

/**
 * How many addresses a customer may keep (ours; spec: not shown): home, work, family and a few more, and still a
 * list short enough to pick from at checkout.
 */
export const MAX_ADDRESSES = 20;

/** Spec §3 Address: a customer's saved address; exactly one is active. */
export const address = deliveryPoint.extend({ is_active: z.boolean() });
export type Address = z.infer<typeof address>;

export const addressBody = deliveryPointBody
  .extend({ is_active: boolParam.optional().describe('Make it the active address (the first one always is)') })
  .describe('Our design (spec: fields not shown)');
export type AddressBody = z.output<typeof addressBody>;

/** An influencer's contact: a person the influencer orders for. */
export const contact = deliveryPoint;
export type Contact = z.infer<typeof contact>;

/** A pharmacist's delivery address (a pharmacy or a patient), searchable by name, mobile and area. */
export const pharmacistAddress = deliveryPoint;
export type PharmacistAddress = z.infer<typeof pharmacistAddress>;

export const contactBody = deliveryPointBody.describe('Our design (spec: fields not shown)');
export const pharmacistAddressBody = deliveryPointBody.describe('Our design (spec: fields not shown)');
