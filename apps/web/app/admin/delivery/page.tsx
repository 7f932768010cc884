import { adminSettings } from '@wb/contract';
import type { Metadata } from 'next';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { DeliveryForm } from '@/features/admin/store-settings/DeliveryForm';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'أجور التوصيل' };

/** /admin/delivery: each governorate's fee, the free-delivery threshold and where it applies. */
export default async function DeliveryPage() {
  const [delivery, settings] = await Promise.all([
    deskRead('/admin/delivery', adminSettings.adminDeliveryRoute),
    deskRead('/admin/delivery', adminSettings.adminSettingsRoute),
  ]);
  return (
    <>
      <DeskPageHeader
        title="أجور التوصيل"
        description="تسري التغييرات على الفاتورة التالية لكل زبون، وتظهر في المتجر خلال دقائق."
      />
      {delivery.ok ? (
        <DeliveryForm
          delivery={delivery.data.data}
          announcement={settings.ok ? settings.data.data.announcement : null}
        />
      ) : (
        <ReadFailed {...deskReadFailure} error={delivery.error} retryHref="/admin/delivery" />
      )}
    </>
  );
}
