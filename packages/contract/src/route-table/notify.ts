import { anyShopper } from './access';

/** The route table's entries whose schemas `routes/notify.ts` attaches. */
export const notifyCreate = { id: 'notify.create', method: 'POST', path: '/app/notifyMe', access: anyShopper } as const;
export const notifyDelete = {
  id: 'notify.delete',
  method: 'DELETE',
  path: '/app/notifyMe/delete',
  access: anyShopper,
} as const;
export const notifyList = { id: 'notify.list', method: 'GET', path: '/app/notifyMe', access: anyShopper } as const;
