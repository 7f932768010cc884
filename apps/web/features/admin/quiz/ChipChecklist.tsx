'use client';

/**
 * A list to pick from as chips that toggle, the chosen ones first and in the order chosen. `label` names the list
 * for screen readers.
 */
export function ChipChecklist({
  id,
  label,
  options,
  value,
  onChange,
  tone = 'brand',
  ordered = false,
}: {
  id?: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: readonly string[];
  onChange: (next: string[]) => void;
  tone?: 'brand' | 'red';
  /** The order chosen matters (and is numbered): a rule's ingredients, the first wanted most. */
  ordered?: boolean;
}) {
  const names = new Map(options.map((option) => [option.value, option.label]));
  const rest = options.filter((option) => !value.includes(option.value));
  const on = tone === 'red' ? 'bg-red-50 text-red-800 ring-red-300' : 'bg-brand-50 text-brand-900 ring-brand-300';
  return (
    <fieldset id={id} className="flex max-h-48 flex-wrap gap-1.5 overflow-y-auto rounded-lg border border-line p-2">
      <legend className="sr-only">{label}</legend>
      {value.map((chosen, index) => (
        <button
          key={chosen}
          type="button"
          aria-pressed="true"
          onClick={() => onChange(value.filter((one) => one !== chosen))}
          className={`min-h-8 rounded-full px-2.5 text-xs font-bold ring-1 ${on}`}
        >
          {ordered && value.length > 1 ? `${index + 1}. ` : ''}
          {names.get(chosen) ?? chosen} ✕
        </button>
      ))}
      {rest.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed="false"
          onClick={() => onChange([...value, option.value])}
          className="min-h-8 rounded-full bg-white px-2.5 text-xs text-ink ring-1 ring-line hover:bg-canvas"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
