/** What a button of a later issue says when pressed: plainly that the feature is on its way. */
export const comingSoon = {
  wishlist: 'قائمة المفضلة ستتوفر قريباً.',
} as const;
