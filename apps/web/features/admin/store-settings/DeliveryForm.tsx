'use client';

import type { AdminDelivery } from '@wb/contract';
import { toWesternDigits } from '@wb/contract/normalize';
import * as routes from '@wb/contract/routes';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatIqd } from '@/lib/format';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { describedBy, deskButton, Field, Input, Spinner } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';

/** Every field as typed (the API reads ٠١٢ too). */
interface Draft {
  fees: Record<string, string>;
  threshold: string;
  defaultFee: string;
  everywhere: boolean;
  freeCities: string[];
}

const draftOf = (delivery: AdminDelivery): Draft => ({
  fees: Object.fromEntries(delivery.cities.map((city) => [city.id, String(city.delivery_fee)])),
  threshold: String(delivery.free_delivery_threshold),
  defaultFee: String(delivery.default_delivery_fee),
  everywhere: delivery.free_delivery_cities.length === 0,
  freeCities: delivery.free_delivery_cities,
});

/**
 * Delivery at the desk: each governorate's fee, the free-delivery threshold and where it applies, the default fee.
 * Only what changed is sent; the API checks it all again and answers in Arabic by field. The values live in React
 * Hook Form; where the threshold applies (the radios and the table's ticks) is set through it (`watch`/`setValue`).
 */
export function DeliveryForm({ delivery, announcement }: { delivery: AdminDelivery; announcement: string | null }) {
  const write = useDeskWrite();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  const form = useForm<Draft>({ defaultValues: draftOf(delivery) });
  const { handleSubmit, watch, setValue } = form;
  const prefill = prefilled(form);
  const everywhere = watch('everywhere');
  const freeCities = watch('freeCities');
  // The governorates of the last `fees` sent, in its order: the API names a fee's error by its place there.
  const [sentFees, setSentFees] = useState<number[]>([]);
  const error = (field: string) => write.errors[field]?.[0];

  const submit = handleSubmit(async (draft) => {
    const fees = delivery.cities
      .filter((city) => draft.fees[city.id]?.trim() !== String(city.delivery_fee))
      .map((city) => ({ city_id: city.id, delivery_fee: draft.fees[city.id]?.trim() ?? '' }));
    setSentFees(fees.map((fee) => fee.city_id));
    await write.run(routes.adminDeliveryUpdate, {
      body: {
        ...(fees.length > 0 ? { fees } : {}),
        free_delivery_threshold: draft.threshold.trim(),
        default_delivery_fee: draft.defaultFee.trim(),
        free_delivery_cities: draft.everywhere ? [] : draft.freeCities,
      },
    });
  });

  // The announcement is free text: an amount written into it does not follow the threshold.
  const amounts: string[] = announcement?.match(/\d{1,3}(?:,\d{3})+/g) ?? [];
  const threshold = Number(toWesternDigits(watch('threshold').trim()));
  const staleAnnouncement =
    amounts.length > 0 &&
    Number.isSafeInteger(threshold) &&
    !amounts.includes(formatIqd(threshold).split(' ')[0] ?? '');

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
        <h2 className="font-bold md:col-span-2">التوصيل المجاني</h2>
        <Field
          id="delivery-threshold"
          label="حد التوصيل المجاني (د.ع)"
          hint="الطلبات من هذا المبلغ فأكثر توصيلها مجاني."
          error={error('free_delivery_threshold')}
        >
          <Input
            id="delivery-threshold"
            inputMode="numeric"
            {...prefill.text('threshold')}
            aria-invalid={error('free_delivery_threshold') ? true : undefined}
            aria-describedby={describedBy('delivery-threshold', true, error('free_delivery_threshold'))}
          />
        </Field>
        <Field
          id="delivery-default"
          label="أجور التوصيل الافتراضية (د.ع)"
          hint="لطلب محافظته بلا أجور خاصة بها."
          error={error('default_delivery_fee')}
        >
          <Input
            id="delivery-default"
            inputMode="numeric"
            {...prefill.text('defaultFee')}
            aria-describedby={describedBy('delivery-default', true, error('default_delivery_fee'))}
          />
        </Field>
        <fieldset className="md:col-span-2">
          <legend className="mb-2 text-xs font-bold text-muted">أين يسري الحد</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="where"
                checked={everywhere}
                onChange={() => setValue('everywhere', true, { shouldDirty: true })}
              />
              كل المحافظات
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="where"
                checked={!everywhere}
                onChange={() => setValue('everywhere', false, { shouldDirty: true })}
              />
              المحافظات المعلّمة في الجدول فقط
            </label>
          </div>
          {error('free_delivery_cities') ? (
            <p className="mt-1 text-xs font-medium text-red-700">{error('free_delivery_cities')}</p>
          ) : null}
        </fieldset>
        {staleAnnouncement ? (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 md:col-span-2">
            شريط الإعلان يذكر «{announcement}». عدّله من صفحة الإعدادات بعد تغيير الحد.
          </p>
        ) : null}
      </section>

      <section className="rounded-xl border border-line bg-white">
        <h2 className="px-4 pt-4 font-bold">أجور التوصيل لكل محافظة</h2>
        {error('fees') ? <p className="px-4 pt-1 text-xs font-medium text-red-700">{error('fees')}</p> : null}
        <div className="overflow-x-auto">
          <table className="mt-2 w-full min-w-[28rem] text-sm">
            <caption className="sr-only">أجور التوصيل لكل محافظة</caption>
            <thead className="bg-canvas text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 text-start">
                  المحافظة
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  الأجور (د.ع)
                </th>
                <th scope="col" className="px-4 py-2 text-start">
                  يشملها التوصيل المجاني
                </th>
              </tr>
            </thead>
            <tbody>
              {delivery.cities.map((city) => {
                const feeError = error(`fees.${sentFees.indexOf(city.id)}.delivery_fee`);
                const free = everywhere || freeCities.includes(city.iso_code ?? '');
                return (
                  <tr key={city.id} className="border-t border-line">
                    <th scope="row" className="px-4 py-2 text-start font-medium">
                      {city.name}
                    </th>
                    <td className="px-4 py-2">
                      <Input
                        aria-label={`أجور التوصيل إلى ${city.name}`}
                        inputMode="numeric"
                        {...prefill.text(`fees.${city.id}`)}
                        aria-invalid={feeError ? true : undefined}
                        className="max-w-32"
                      />
                      {feeError ? <p className="text-xs text-red-700">{feeError}</p> : null}
                    </td>
                    <td className="px-4 py-2">
                      {city.iso_code ? (
                        <input
                          type="checkbox"
                          aria-label={`التوصيل المجاني في ${city.name}`}
                          checked={free}
                          disabled={everywhere}
                          onChange={(event) =>
                            setValue(
                              'freeCities',
                              event.target.checked
                                ? [...freeCities, city.iso_code as string]
                                : freeCities.filter((code) => code !== city.iso_code),
                              { shouldDirty: true },
                            )
                          }
                        />
                      ) : (
                        <span className="text-xs text-muted">{everywhere ? 'نعم' : 'فقط مع «كل المحافظات»'}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <div>
        <button type="submit" className={deskButton.primary} disabled={write.busy}>
          {write.busy ? <Spinner /> : null}
          حفظ
        </button>
      </div>
    </form>
  );
}
