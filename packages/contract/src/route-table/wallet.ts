import { anyShopper, customers } from './access';

/** The route table's entries whose schemas `routes/wallet.ts` attaches. */
// Sellers too: their commissions are credited to their wallet (issue 14), which they spend on their orders.
export const walletGet = { id: 'wallet.get', method: 'GET', path: '/app/wallet', access: anyShopper } as const;
export const codesOpen = { id: 'codes.open', method: 'GET', path: '/app/codes', access: customers } as const;
