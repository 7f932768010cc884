'use client';

import * as routes from '@wb/contract/routes';
import { useEffect, useId, useState } from 'react';
import { useDebounced } from '@/features/checkout/use-debounced';
import { apiCall } from '@/lib/api';
import { Input } from '../ui/form';

export interface Named {
  id: number;
  name: string;
}

/**
 * Choose any of a list (brands, categories): the chosen first as removable chips, then the list, narrowed by a filter
 * box (a shop has a hundred brands). Hidden inputs are not used: the form reads `selected`.
 */
export function IdChecklist({
  legend,
  options,
  selected,
  onChange,
  error,
}: {
  legend: string;
  options: readonly Named[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = new Set(selected);
  const byId = new Map(options.map((option) => [option.id, option]));
  const shown = options.filter((option) => option.name.includes(filter.trim()));
  const toggle = (optionId: number) =>
    onChange(chosen.has(optionId) ? selected.filter((x) => x !== optionId) : [...selected, optionId]);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-xs font-bold text-muted">{legend}</legend>
      <Chips items={selected.map((x) => byId.get(x) ?? { id: x, name: `#${x}` })} onRemove={toggle} />
      <Input
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder="تصفية القائمة"
        aria-label={`تصفية ${legend}`}
      />
      <div className="max-h-40 overflow-y-auto rounded-lg border border-line bg-white p-1">
        {shown.map((option) => (
          <label key={option.id} className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-canvas">
            <input type="checkbox" checked={chosen.has(option.id)} onChange={() => toggle(option.id)} />
            {option.name}
          </label>
        ))}
        {shown.length === 0 ? <p className="px-2 py-1 text-sm text-muted">لا نتائج</p> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Chips({ items, onRemove }: { items: readonly Named[]; onRemove: (id: number) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onRemove(item.id)}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
            aria-label={`إزالة ${item.name}`}
          >
            {item.name}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const TYPING_PAUSE_MS = 300;

/**
 * Choose products by searching the store as shoppers find them (the filtered listing: active products only). With
 * `ordered`, the chosen list keeps its order and can be rearranged (a gift program's products show in that order).
 */
export function ProductPicker({
  legend,
  selected,
  onChange,
  ordered = false,
  error,
}: {
  legend: string;
  selected: readonly Named[];
  onChange: (products: Named[]) => void;
  ordered?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim(), TYPING_PAUSE_MS);
  const [found, setFound] = useState<Named[]>([]);
  useEffect(() => {
    if (!settled) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    apiCall(routes.searchFilter, { body: { keyword: settled, page: 1, limit: 8 } }, { signal: controller.signal })
      .then((result) => setFound(result.data.map((card) => ({ id: card.id, name: card.title }))))
      .catch(() => {
        if (!controller.signal.aborted) setFound([]);
      });
    return () => controller.abort();
  }, [settled]);
  const chosen = new Set(selected.map((product) => product.id));
  const move = (index: number, by: -1 | 1) => {
    const next = [...selected];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-xs font-bold text-muted">{legend}</legend>
      {selected.length > 0 ? (
        <ol className="flex flex-col gap-1">
          {selected.map((product, index) => (
            <li key={product.id} className="flex items-center gap-2 rounded-lg bg-canvas px-2 py-1 text-sm">
              {ordered ? <span className="w-5 text-center text-xs text-muted tabular-nums">{index + 1}</span> : null}
              <span className="flex-1">{product.name}</span>
              {ordered ? (
                <>
                  <MiniButton label={`رفع ${product.name}`} disabled={index === 0} onClick={() => move(index, -1)}>
                    ↑
                  </MiniButton>
                  <MiniButton
                    label={`إنزال ${product.name}`}
                    disabled={index === selected.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </MiniButton>
                </>
              ) : null}
              <MiniButton
                label={`إزالة ${product.name}`}
                onClick={() => onChange(selected.filter((other) => other.id !== product.id))}
              >
                ×
              </MiniButton>
            </li>
          ))}
        </ol>
      ) : null}
      <Input
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder="ابحث باسم المنتج أو الماركة"
        aria-label={`بحث عن ${legend}`}
      />
      {found.length > 0 ? (
        <ul className="rounded-lg border border-line bg-white p-1" aria-label="نتائج البحث">
          {found.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                disabled={chosen.has(product.id)}
                onClick={() => onChange([...selected, product])}
                className="flex w-full items-center justify-between gap-2 rounded px-2 py-1.5 text-start text-sm hover:bg-canvas disabled:text-muted"
              >
                {product.name}
                <span className="text-xs font-bold text-brand-700">{chosen.has(product.id) ? 'مضاف' : 'إضافة'}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function MiniButton({
  label,
  onClick,
  disabled = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-7 place-items-center rounded border border-line bg-white text-sm hover:bg-canvas disabled:opacity-40"
    >
      {children}
    </button>
  );
}
