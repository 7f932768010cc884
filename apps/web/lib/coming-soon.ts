/** What a button of a later issue says when pressed: plainly that the feature is on its way. */
export const comingSoon = {
  cart: 'السلة قيد التجهيز، وستتمكنين من إضافة المنتجات إليها قريباً.',
  wishlist: 'قائمة المفضلة قيد التجهيز وستتوفر قريباً.',
  notifyMe: 'خدمة «أعلمني عند التوفر» قيد التجهيز وستتوفر قريباً.',
  share: 'مشاركة المنتج ستتوفر قريباً.',
} as const;
