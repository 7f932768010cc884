'use client';

import type { GiftChoice, GiftProduct, GiftProgram, Invoice } from '@wb/contract';
import { FieldError } from '@/components/ui/form';
import { GiftIcon } from '@/components/ui/icons';
import { formatCount, formatIqd } from '@/lib/format';
import { isChosen, visiblePrograms } from './checkout-model';

/**
 * Gift programs (issue 11): "spend at least X, choose up to N gifts". An unlocked program shows its gifts to choose
 * (free lines of the order, while they are in stock); a locked one says how much more the cart needs. Only gifts the
 * invoice offers can be chosen: it knows the cart's spend and the stock.
 */
export function GiftChooser({
  programs,
  offered,
  selection,
  error,
  onToggle,
}: {
  programs: GiftProgram[];
  offered: Invoice['gifts'];
  selection: GiftChoice[];
  error: string | undefined;
  onToggle: (choice: GiftChoice, maxGifts: number) => void;
}) {
  const shown = visiblePrograms(programs);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="checkout-gifts" className="rounded-card bg-white p-4 ring-1 ring-line md:p-5">
      <h2 id="checkout-gifts" className="flex items-center gap-2 text-base font-bold text-ink">
        <GiftIcon size={20} className="text-brand-600" />
        هدايا مع طلبك
      </h2>
      {error ? <FieldError alert>{error}</FieldError> : null}
      <div className="mt-3 space-y-4">
        {shown.map((program) => {
          const unlocked = program.unlocked && offered.some((gift) => gift.program_id === program.id);
          const chosen = selection.filter((choice) => choice.program_id === program.id).length;
          return (
            <fieldset key={program.id} data-gift-program={program.id}>
              <legend className="text-sm font-bold text-ink">{program.name}</legend>
              <p className="text-xs leading-6 text-muted">{program.description}</p>
              {unlocked ? (
                <p className="mt-1 text-xs font-medium text-emerald-700">
                  اختر حتى {formatCount(program.max_gifts)} {program.max_gifts === 1 ? 'هدية' : 'هدايا'} (
                  {formatCount(chosen)} مختارة)
                </p>
              ) : (
                <p className="mt-1 rounded-xl bg-brand-50 px-3 py-2 text-xs leading-6 text-brand-900">
                  أضف منتجات بقيمة {formatIqd(program.amount_to_unlock)} لتحصل على هذه الهدايا.
                </p>
              )}
              <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-5">
                {program.products.map((product) => {
                  const choice = { id: product.id, program_id: program.id };
                  const available =
                    unlocked && offered.some((gift) => gift.id === product.id && gift.program_id === program.id);
                  return (
                    <li key={product.id}>
                      <GiftCard
                        product={product}
                        checked={isChosen(selection, choice)}
                        disabled={!available}
                        onToggle={() => onToggle(choice, program.max_gifts)}
                      />
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}

function GiftCard({
  product,
  checked,
  disabled,
  onToggle,
}: {
  product: GiftProduct;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <label
      data-gift={product.id}
      className={`flex h-full flex-col gap-1 rounded-2xl p-2 text-xs ring-1 ${
        disabled ? 'cursor-not-allowed opacity-55 ring-line' : 'cursor-pointer hover:bg-canvas'
      } ${checked ? 'bg-brand-50 ring-2 ring-brand-500' : 'ring-line'}`}
    >
      <span className="relative">
        {product.image ? (
          <img
            src={product.image.url}
            alt=""
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
            className="aspect-square w-full rounded-xl bg-brand-50 object-cover"
          />
        ) : (
          <span className="grid aspect-square w-full place-items-center rounded-xl bg-brand-50 text-brand-300">
            <GiftIcon size={28} />
          </span>
        )}
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          className="absolute top-1.5 start-1.5 size-5 accent-brand-600"
        />
      </span>
      <span className="line-clamp-2 leading-5 font-medium text-ink">{product.title}</span>
      <span className="text-muted">
        {product.available ? (
          <>
            <s>{formatIqd(product.price)}</s> <span className="font-bold text-emerald-700">مجاناً</span>
          </>
        ) : (
          'نفدت الكمية'
        )}
      </span>
    </label>
  );
}
