'use client';

import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Spinner } from './form';

type DeskRun = ReturnType<typeof useDeskWrite>['run'];

/** A run of the list's items under a heading of its own (the quiz's rules, step by step). */
export interface ListGroup<T> {
  /** Unique on the page: the heading's id. */
  key: string;
  heading: ReactNode;
  items: readonly T[];
  /** Said in place of an empty group's list. */
  empty?: ReactNode;
}

const sameOrder = (a: readonly { id: number }[], b: readonly { id: number }[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id);

/**
 * The desk's list of things it keeps in order (the FAQ, the quiz's questions, the quiz's rules): a form for a new one
 * at the top (behind an "add" button, or always open), then each item either as its summary with "تعديل" and "حذف"
 * or as its form in place, and the delete behind a confirmation. With `reorder`, arrows move an item up and down and
 * a bar saves the new order with one press (every id once) or puts it back; a new list from the server starts over.
 */
export function ListManager<T extends { id: number }>({
  items,
  create,
  editForm,
  summary,
  remove,
  confirmDelete,
  itemAttributes,
  listLabel,
  groups,
  reorder,
  roomy = false,
}: {
  items: readonly T[];
  create: { heading: string; addLabel?: string; form: (onDone: () => void) => ReactNode };
  editForm: (item: T, onDone: () => void) => ReactNode;
  summary: (item: T, index: number) => ReactNode;
  remove: (run: DeskRun, item: T) => Promise<unknown>;
  confirmDelete: { title: string; description: (item: T) => string };
  itemAttributes?: (item: T) => Record<`data-${string}`, string | number>;
  listLabel?: string;
  groups?: (items: readonly T[]) => ListGroup<T>[];
  reorder?: { itemName: (item: T) => string; save: (run: DeskRun, ids: number[]) => Promise<unknown> };
  /** More room around each item (items with much to show). */
  roomy?: boolean;
}) {
  const write = useDeskWrite();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [order, setOrder] = useState<readonly T[]>(items);
  const [basis, setBasis] = useState(items);
  // The server's list changed (a save, someone else's edit): start again from it.
  if (basis !== items) {
    setBasis(items);
    setOrder(items);
  }
  const shown = reorder ? order : items;
  const moved = reorder !== undefined && !sameOrder(order, items);
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    setOrder(next);
  };
  const done = () => setEditing(null);

  const row = (item: T, index: number, count: number) => (
    <li
      key={item.id}
      className={`rounded-xl border border-line bg-white ${roomy ? 'p-4' : 'p-3'}`}
      {...itemAttributes?.(item)}
    >
      {editing === item.id ? (
        editForm(item, done)
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
          <div className="min-w-0 flex-1">{summary(item, index)}</div>
          <div className="flex shrink-0 flex-wrap justify-end gap-1">
            {reorder ? (
              <>
                <button
                  type="button"
                  className={`${deskButton.secondary} min-h-8 px-2`}
                  aria-label={`رفع: ${reorder.itemName(item)}`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={`${deskButton.secondary} min-h-8 px-2`}
                  aria-label={`إنزال: ${reorder.itemName(item)}`}
                  disabled={index === count - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
              </>
            ) : null}
            <button
              type="button"
              className={`${deskButton.secondary} min-h-8 px-3`}
              onClick={() => setEditing(item.id)}
            >
              تعديل
            </button>
            <button
              type="button"
              className={`${deskButton.secondary} min-h-8 px-3 text-red-700`}
              onClick={() => setDeleting(item)}
            >
              حذف
            </button>
          </div>
        </div>
      )}
    </li>
  );

  const newSection = (
    <section className="rounded-xl border border-line bg-white p-4">
      <h2 className="mb-3 font-bold">{create.heading}</h2>
      {create.form(done)}
    </section>
  );

  return (
    <div className={`flex flex-col ${roomy ? 'gap-4' : 'gap-5'}`}>
      {!create.addLabel || editing === 'new' ? (
        newSection
      ) : (
        <div>
          <button type="button" className={deskButton.primary} onClick={() => setEditing('new')}>
            {create.addLabel}
          </button>
        </div>
      )}
      {moved ? (
        <div className="sticky top-2 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-200">
          <p className="text-sm font-medium text-brand-900">غيّرت الترتيب ولم يُحفظ بعد.</p>
          <div className="flex gap-2">
            <button
              type="button"
              className={deskButton.primary}
              disabled={write.busy}
              onClick={() =>
                reorder.save(
                  write.run,
                  order.map((item) => item.id),
                )
              }
            >
              {write.busy ? <Spinner /> : null}
              حفظ الترتيب
            </button>
            <button type="button" className={deskButton.secondary} onClick={() => setOrder(items)}>
              تراجع
            </button>
          </div>
        </div>
      ) : null}
      {groups ? (
        groups(shown).map((group) => (
          <section key={group.key} aria-labelledby={group.key} className="flex flex-col gap-2">
            <h2 id={group.key} className="font-bold">
              {group.heading}
            </h2>
            {group.items.length === 0 ? group.empty : null}
            <ol className="flex flex-col gap-2">
              {group.items.map((item, index) => row(item, index, group.items.length))}
            </ol>
          </section>
        ))
      ) : (
        <ol className={`flex flex-col ${roomy ? 'gap-3' : 'gap-2'}`} aria-label={listLabel}>
          {shown.map((item, index) => row(item, index, shown.length))}
        </ol>
      )}
      {deleting ? (
        <ConfirmDialog
          title={confirmDelete.title}
          description={confirmDelete.description(deleting)}
          confirmLabel="حذف"
          busy={write.busy}
          onConfirm={async () => {
            await remove(write.run, deleting);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
