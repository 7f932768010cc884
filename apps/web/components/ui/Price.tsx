import { discountPercent, formatIqd } from '@/lib/format';

/** Price with the compare-at price struck through and the saving, all through the one IQD formatter. */
export function Price({
  price,
  compareAt,
  size = 'md',
}: {
  price: number;
  compareAt?: number | null;
  size?: 'md' | 'lg';
}) {
  const percent = discountPercent(price, compareAt);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span
        className={`whitespace-nowrap font-bold ${percent ? 'text-sale' : 'text-ink'} ${size === 'lg' ? 'text-2xl' : 'text-[15px]'}`}
      >
        {formatIqd(price)}
      </span>
      {percent && compareAt ? (
        <>
          <s className={`whitespace-nowrap text-muted ${size === 'lg' ? 'text-base' : 'text-xs'}`}>
            <span className="sr-only">السعر قبل الخصم: </span>
            {formatIqd(compareAt)}
          </s>
          {size === 'lg' && (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">
              توفير {percent}%
            </span>
          )}
        </>
      ) : null}
    </div>
  );
}
