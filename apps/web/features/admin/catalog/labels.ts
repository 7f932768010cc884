import type { ProductStatus } from '@wb/contract';

/** What the desk calls a product's status and a stock movement's reason. */
export const productStatusLabels: Record<ProductStatus, string> = {
  active: 'معروض',
  draft: 'مسودة',
  archived: 'مؤرشف',
};

export const productStatusTone: Record<ProductStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  draft: 'bg-amber-50 text-amber-900 ring-amber-200',
  archived: 'bg-canvas text-muted ring-line',
};

export const stockReasonLabels = {
  order: 'طلب',
  order_cancelled: 'إلغاء طلب',
  order_returned: 'إرجاع طلب',
  order_edited: 'تعديل طلب',
  staff: 'تعديل يدوي',
  import: 'استيراد',
} as const;

export const importStatusLabels = {
  queued: 'في الانتظار',
  running: 'قيد التنفيذ',
  done: 'اكتمل',
  failed: 'توقّف',
} as const;
