/**
 * A quantity with a plus and a minus (the product page, each cart line). A fieldset named by its legend: the buttons say what
 * they do, the number is announced as it changes, and a bound reached disables its button. Plus comes first, so in
 * right-to-left it sits at the start, where Arabic shop pages put it.
 */
export function QuantityStepper({
  label,
  value,
  min,
  max,
  onChange,
  showLabel = true,
}: {
  /** The group's name, e.g. "الكمية" or "كمية شامبو …". */
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  showLabel?: boolean;
}) {
  const button =
    'grid size-10 place-items-center rounded-full text-lg font-bold text-brand-800 hover:bg-brand-50 disabled:text-muted/60 disabled:hover:bg-transparent';
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className={showLabel ? 'float-start me-3 text-sm leading-10 font-bold text-ink' : 'sr-only'}>
        {label}
      </legend>
      <div className="inline-flex items-center rounded-full ring-1 ring-line">
        <button
          type="button"
          className={button}
          aria-label="زيادة الكمية"
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
        <output aria-live="polite" className="min-w-8 text-center text-base font-bold text-ink tabular-nums">
          {value}
        </output>
        <button
          type="button"
          className={button}
          aria-label="إنقاص الكمية"
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </button>
      </div>
    </fieldset>
  );
}
