/** Account types as the desk names them (who placed an order, whose account it is): the contract's wording. */
export { roleLabels } from '@wb/contract/roles';

/**
 * What a desk read that failed says (the one `ReadFailed`): a staff member on an admin-only page (`auth.forbidden`) is
 * told so; anything else is headed the same way, with the API's words under it.
 */
export const deskReadFailure = {
  title: 'تعذر تحميل البيانات',
  forbidden: {
    title: 'هذه الصفحة لمدير المتجر فقط',
    description: 'اطلب من المدير أن يقوم بهذا العمل، أو أن يمنحك الصلاحية.',
  },
};
