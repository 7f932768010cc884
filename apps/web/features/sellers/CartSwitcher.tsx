'use client';

import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { buttonStyles, FieldError, Spinner, TextField } from '@/components/ui/form';
import { ApiError, errorMessage } from '@/lib/api';
import { formatCount, formatIqd } from '@/lib/format';
import type { CartFields, SellerCartSummary } from './seller-queries';
import { useActivateCart, useCreateCart, useDeleteCart, useRenameCart } from './use-seller';

/**
 * The seller's carts, one per buyer (issue 14): the active one (where products added from the catalogue go) marked,
 * the one on screen chosen by a tap, a new one made with its name, place and area, and each renamed, made active or
 * deleted after a confirmation. Spec §4: every one of these reads the carts list again.
 */
export function CartSwitcher({
  carts,
  chosenId,
  onChoose,
}: {
  carts: SellerCartSummary[];
  chosenId: number | null;
  onChoose: (id: number) => void;
}) {
  const activate = useActivateCart();
  const remove = useDeleteCart();
  const [creating, setCreating] = useState(carts.length === 0);
  const [renaming, setRenaming] = useState<SellerCartSummary | null>(null);
  const [deleting, setDeleting] = useState<SellerCartSummary | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-4 ring-1 ring-line md:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold text-ink">
          سلالي
        </h2>
        {!creating ? (
          <button type="button" onClick={() => setCreating(true)} className={buttonStyles.link}>
            + سلة جديدة
          </button>
        ) : null}
      </div>
      {carts.length > 0 ? (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {carts.map((cart) => {
            const chosen = cart.id === chosenId;
            return (
              <li
                key={cart.id}
                data-seller-cart={cart.name}
                data-active={cart.is_active || undefined}
                className={`rounded-2xl p-3 ring-1 ${chosen ? 'bg-brand-50 ring-2 ring-brand-500' : 'ring-line'}`}
              >
                <button
                  type="button"
                  onClick={() => onChoose(cart.id)}
                  aria-pressed={chosen}
                  className="flex min-h-11 w-full flex-col items-start text-start"
                >
                  <span className="flex flex-wrap items-center gap-2 font-bold text-ink">
                    {cart.name}
                    {cart.is_active ? (
                      <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">النشطة</span>
                    ) : null}
                  </span>
                  {cart.location || cart.region ? (
                    <span className="text-xs text-muted">
                      {[cart.location, cart.region].filter(Boolean).join('، ')}
                    </span>
                  ) : null}
                  <span className="text-xs text-muted">
                    القطع {formatCount(cart.total_quantity)} · {formatIqd(cart.total_price)}
                  </span>
                </button>
                <div className="mt-1 flex flex-wrap gap-1">
                  {!cart.is_active ? (
                    <button
                      type="button"
                      onClick={() => activate.mutate({ id: cart.id })}
                      disabled={activate.isPending}
                      className={buttonStyles.link}
                    >
                      اجعلها النشطة<span className="sr-only"> ({cart.name})</span>
                    </button>
                  ) : null}
                  <button type="button" onClick={() => setRenaming(cart)} className={buttonStyles.link}>
                    تعديل<span className="sr-only"> {cart.name}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => setDeleting(cart)}
                    className="min-h-11 rounded-full px-2 text-sm font-medium text-red-700 hover:underline"
                  >
                    حذف<span className="sr-only"> {cart.name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-1 text-sm leading-7 text-muted">لا سلال بعد. أنشئ سلة لكل زبون تجهّز طلبه.</p>
      )}
      {creating ? (
        <CartForm
          title="سلة جديدة"
          saveLabel="إنشاء السلة"
          onDone={(id) => {
            setCreating(false);
            if (id) onChoose(id);
          }}
          onCancel={carts.length > 0 ? () => setCreating(false) : undefined}
        />
      ) : null}
      {renaming ? (
        <CartForm
          title={`تعديل «${renaming.name}»`}
          saveLabel="حفظ"
          editing={renaming}
          onDone={() => setRenaming(null)}
          onCancel={() => setRenaming(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`حذف «${deleting.name}»؟`}
          description="ستُحذف السلة ومنتجاتها. لا يمكن التراجع."
          confirmLabel="نعم، احذف السلة"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate({ id: deleting.id }, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </section>
  );
}

const FIELDS = ['name', 'location', 'region'] as const;

function CartForm({
  title,
  saveLabel,
  editing,
  onDone,
  onCancel,
}: {
  title: string;
  saveLabel: string;
  editing?: SellerCartSummary;
  onDone: (id: number | null) => void;
  onCancel?: () => void;
}) {
  const create = useCreateCart();
  const rename = useRenameCart();
  const busy = create.isPending || rename.isPending;
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: CartFields = {
      name: String(form.get('name') ?? '').trim(),
      location: String(form.get('location') ?? '').trim(),
      region: String(form.get('region') ?? '').trim(),
    };
    setErrors({});
    setFormError(null);
    const onError = (error: unknown) => {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      const known = FIELDS.filter((field) => fields?.[field]?.[0]);
      if (known.length > 0) setErrors(Object.fromEntries(known.map((field) => [field, fields?.[field]?.[0]])));
      else setFormError(errorMessage(error));
    };
    if (editing) rename.mutate({ id: editing.id, ...body }, { onSuccess: () => onDone(editing.id), onError });
    else create.mutate(body, { onSuccess: (cart) => onDone(cart.id), onError });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-4 space-y-3 border-t border-line pt-4"
    >
      <h3 id={`${id}-title`} className="font-bold text-ink">
        {title}
      </h3>
      {formError ? <FieldError alert>{formError}</FieldError> : null}
      <div className="grid gap-3 md:grid-cols-3">
        <TextField
          id={`${id}-name`}
          name="name"
          label="اسم السلة"
          hint="مثال: اسم الزبونة"
          defaultValue={editing?.name}
          aria-required="true"
          error={errors.name}
        />
        <TextField
          id={`${id}-location`}
          name="location"
          label="المكان (اختياري)"
          defaultValue={editing?.location ?? ''}
          error={errors.location}
        />
        <TextField
          id={`${id}-region`}
          name="region"
          label="المنطقة (اختياري)"
          defaultValue={editing?.region ?? ''}
          error={errors.region}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonStyles.primary}>
          {busy ? <Spinner /> : null}
          {saveLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
            إلغاء
          </button>
        ) : null}
      </div>
    </form>
  );
}
