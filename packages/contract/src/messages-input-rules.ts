/**
 * Spec §5's validation rules (verbatim) that the storefront checks before it calls: the header's search box checks
 * its keyword on every page, so these sit apart from the rest of the catalogue and a page's first load carries only
 * them.
 */
export const brandNameBlank = 'اسم الماركة فارغ، لا يمكن تحميل المنتجات.';
export const searchKeywordBlank = 'الكلمة المفتاحية فارغة، لا يمكن تنفيذ البحث.';
