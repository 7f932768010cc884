'use client';

import type { WishlistCategory, WishlistEntry } from '@wb/contract';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { buttonStyles, Spinner, SubmitButton, TextField } from '@/components/ui/form';
import { BagIcon } from '@/components/ui/icons';
import { LineImage } from '@/components/ui/LineImage';
import { Pagination } from '@/components/ui/Pagination';
import { Price } from '@/components/ui/Price';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { variantPayload } from '@/features/cart/payload';
import { productHref } from '@/features/catalog/ProductCard';
import { errorMessage } from '@/lib/api';
import {
  useCreateList,
  useDeleteList,
  useMoveEntry,
  useRemoveEntry,
  useRenameList,
  useWishlistLists,
  useWishlistPage,
} from './use-wishlist';
import { renameFailure, WISHLIST_LIMITS, wishlistHref } from './wishlist-queries';

/**
 * /profile/wishlist: the named lists as chips ("الكل" first), the chosen list's rename and delete, a new list, and the
 * saved products of the chosen list, 30 a page: each with add to cart, a move to another list, and remove.
 */
export function WishlistView({ list, page }: { list: number | null; page: number }) {
  const entries = useWishlistPage(list, page);
  const lists = useWishlistLists();
  if (!entries.data || !lists.data) {
    const error = entries.error ?? lists.error;
    return error ? (
      <ReadFailed
        error={error}
        retrying={entries.isFetching || lists.isFetching}
        onRetry={() => {
          void entries.refetch();
          void lists.refetch();
        }}
      />
    ) : (
      <div className="grid place-items-center py-16 text-brand-600">
        <Spinner />
      </div>
    );
  }
  const current = list === null ? null : (lists.data.find((candidate) => candidate.id === list) ?? null);
  const { data, total_pages, variant_ids } = entries.data;
  return (
    <div className="space-y-5">
      <ListChips lists={lists.data} current={list} allCount={variant_ids.length} />
      {current ? <ListActions list={current} /> : null}
      {data.length === 0 ? (
        <EmptyList inList={current !== null} page={page} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={current ? current.name : 'كل المنتجات المحفوظة'}>
          {data.map((entry) => (
            <EntryCard key={entry.id} entry={entry} lists={lists.data} />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={total_pages} hrefFor={(target) => wishlistHref(list, target)} />
    </div>
  );
}

const chip =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-4 text-sm font-medium ring-1';

function ListChips({
  lists,
  current,
  allCount,
}: {
  lists: WishlistCategory[];
  current: number | null;
  allCount: number;
}) {
  const [creating, setCreating] = useState(false);
  const items = [{ id: null, name: 'الكل', count: allCount }, ...lists.map((l) => ({ ...l, count: l.items_count }))];
  return (
    <nav aria-label="قوائم المفضلة" className="space-y-3">
      <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 xl:mx-0 xl:px-0">
        {items.map((item) => {
          const selected = item.id === current;
          return (
            <li key={item.id ?? 'all'}>
              <Link
                prefetch={false}
                href={wishlistHref(item.id, 1)}
                aria-current={selected ? 'page' : undefined}
                data-wishlist-list={item.id ?? 'all'}
                className={`${chip} ${
                  selected ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink ring-line hover:bg-brand-50'
                }`}
              >
                {item.name}
                <span className={`text-xs ${selected ? 'text-white' : 'text-muted'}`}>({item.count})</span>
              </Link>
            </li>
          );
        })}
        <li>
          {lists.length < WISHLIST_LIMITS.lists ? (
            <button
              type="button"
              aria-expanded={creating}
              onClick={() => setCreating((open) => !open)}
              className={`${chip} border-dashed bg-white text-brand-800 ring-brand-200 hover:bg-brand-50`}
            >
              + قائمة جديدة
            </button>
          ) : null}
        </li>
      </ul>
      {creating ? <CreateListForm onDone={() => setCreating(false)} /> : null}
    </nav>
  );
}

function CreateListForm({ onDone }: { onDone: () => void }) {
  const create = useCreateList();
  const router = useRouter();
  return (
    <ListNameForm
      label="اسم القائمة الجديدة"
      initial=""
      submitLabel="إنشاء القائمة"
      busyLabel="جارٍ الإنشاء…"
      busy={create.isPending}
      error={create.error ? errorMessage(create.error) : null}
      onSubmit={(name) =>
        create.mutate(
          { name },
          {
            onSuccess: (created) => {
              onDone();
              router.push(wishlistHref(created.id, 1));
            },
          },
        )
      }
    />
  );
}

/** A list's name, typed in: the form that creates a list and the one that renames it. */
function ListNameForm({
  label,
  initial,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name);
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-card bg-white p-4 ring-1 ring-line sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <TextField
          id={id}
          label={label}
          value={name}
          maxLength={WISHLIST_LIMITS.nameLength}
          required
          autoFocus
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
      </div>
      <SubmitButton busy={busy} busyLabel={busyLabel} className="sm:mt-7">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

function ListActions({ list }: { list: WishlistCategory }) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteList();
  const router = useRouter();
  return (
    <section aria-label={`القائمة ${list.name}`} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="me-auto text-lg font-bold text-ink">{list.name}</h2>
        <button type="button" className={buttonStyles.link} onClick={() => setRenaming((open) => !open)}>
          إعادة التسمية
        </button>
        <button type="button" className={`${buttonStyles.link} text-red-700`} onClick={() => setConfirming(true)}>
          حذف القائمة
        </button>
      </div>
      {renaming ? <RenameForm list={list} onDone={() => setRenaming(false)} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={`حذف القائمة «${list.name}»؟`}
          description="المنتجات التي فيها تبقى في المفضلة، بلا قائمة."
          confirmLabel="حذف القائمة"
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(
              { id: list.id },
              {
                onSuccess: () => router.push('/profile/wishlist'),
                onSettled: () => setConfirming(false),
              },
            )
          }
        />
      ) : null}
    </section>
  );
}

function RenameForm({ list, onDone }: { list: WishlistCategory; onDone: () => void }) {
  const rename = useRenameList();
  return (
    <ListNameForm
      label="الاسم الجديد للقائمة"
      initial={list.name}
      submitLabel="حفظ الاسم"
      busyLabel="جارٍ الحفظ…"
      busy={rename.isPending}
      error={rename.error ? renameFailure(rename.error) : null}
      onSubmit={(name) => rename.mutate({ id: list.id, name }, { onSuccess: onDone })}
    />
  );
}

function EmptyList({ inList, page }: { inList: boolean; page: number }) {
  const text =
    page > 1
      ? 'لا توجد منتجات في هذه الصفحة.'
      : inList
        ? 'لا توجد منتجات في هذه القائمة بعد. انقل إليها منتجاً من «الكل».'
        : 'لم تحفظ أي منتج بعد. اضغط على القلب في أي منتج لتجده هنا.';
  return (
    <div className="rounded-card bg-white px-6 py-12 text-center ring-1 ring-line">
      <p className="text-base font-bold text-ink">{inList ? 'القائمة فارغة' : 'قائمة المفضلة فارغة'}</p>
      <p className="mt-2 text-sm leading-7 text-muted">{text}</p>
      {inList ? null : (
        <Link prefetch={false} href="/products" className={`${buttonStyles.primary} mt-5`}>
          تصفح المنتجات
        </Link>
      )}
    </div>
  );
}

function EntryCard({ entry, lists }: { entry: WishlistEntry; lists: WishlistCategory[] }) {
  const remove = useRemoveEntry();
  const move = useMoveEntry();
  const selectId = useId();
  const { product, variant } = entry;
  const payload = variantPayload(
    {
      shopify_product_id: product.shopify_product_id,
      vendor: product.vendor,
      title: product.title,
      image_path: product.image?.url ?? null,
    },
    variant,
    1,
  );
  return (
    <li
      data-wishlist-entry={entry.shopify_variant_id}
      className="flex gap-3 rounded-card bg-white p-3 ring-1 ring-line"
    >
      <Link prefetch={false} href={productHref(product)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <LineImage src={product.image?.url ?? null} size={96} iconSize={28} className="size-24" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-xs font-medium text-brand-700">{product.brand.name}</p>
        <Link
          prefetch={false}
          href={productHref(product)}
          className="line-clamp-2 text-sm leading-6 font-medium text-ink hover:underline"
        >
          {product.title}
        </Link>
        {variant.title ? <p className="text-xs text-muted">{variant.title}</p> : null}
        <Price price={variant.price} compareAt={variant.compare_at} />
        {variant.available ? null : <p className="text-xs font-medium text-muted">نفدت الكمية</p>}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {variant.available ? (
            <AddToCartButton
              payload={payload}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
            >
              <BagIcon size={18} /> أضف إلى السلة
            </AddToCartButton>
          ) : null}
          <label htmlFor={selectId} className="sr-only">
            نقل «{product.title}» إلى قائمة
          </label>
          <select
            id={selectId}
            value={entry.category_id ?? ''}
            disabled={move.isPending}
            onChange={(event) =>
              move.mutate({
                variantId: entry.shopify_variant_id,
                categoryId: event.target.value === '' ? null : Number(event.target.value),
              })
            }
            className="min-h-10 max-w-44 rounded-full border border-line bg-white px-3 text-sm text-ink focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-100"
          >
            <option value="">بلا قائمة</option>
            {lists.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ variantId: entry.shopify_variant_id })}
            className="min-h-10 rounded-full px-3 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            إزالة<span className="sr-only"> «{product.title}» من المفضلة</span>
          </button>
        </div>
      </div>
    </li>
  );
}
