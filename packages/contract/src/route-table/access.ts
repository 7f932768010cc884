/** The role lists the route table grants calls to. */
export const admins = ['admin'] as const;
export const anyShopper = ['customer', 'influencer', 'pharmacist'] as const;
export const customers = ['customer'] as const;
export const sellers = ['influencer', 'pharmacist'] as const;
export const influencers = ['influencer'] as const;
export const pharmacists = ['pharmacist'] as const;
export { staffRoles as staff } from '../roles';
