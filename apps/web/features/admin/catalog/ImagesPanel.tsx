'use client';

import type { AdminImage } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { type ChangeEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toast } from '@/lib/toast';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Spinner } from '../ui/form';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A product's pictures: the first is the one its cards show. Upload (JPEG, PNG or WebP up to 5 MB; the API checks
 * the file's content again), move earlier or later, remove (asked first).
 */
export function ImagesPanel({
  productId,
  images,
  maxBytes,
}: {
  productId: number;
  images: readonly AdminImage[];
  /** The contract's limit, handed down by the page (the contract's code stays out of the browser). */
  maxBytes: number;
}) {
  const maxMb = maxBytes / 1024 / 1024;
  const write = useDeskWrite();
  const input = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState<AdminImage | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Told at once here; the API refuses the same with its own words.
    if (!TYPES.includes(file.type)) return toast.error(messages.imageTypeInvalid);
    if (file.size > maxBytes) return toast.error(messages.imageTooLarge.replace('{max}', String(maxMb)));
    // The browser sends the file itself (multipart); the contract types what the API reads from it.
    await write.run(routes.adminImagesUpload, {
      params: { id: productId },
      body: { file: file as unknown as Uint8Array },
    });
  }

  async function move(index: number, by: -1 | 1) {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    await write.run(routes.adminImagesOrder, { params: { id: productId }, body: { image_ids: ids } });
  }

  return (
    <div className="space-y-3">
      {images.length === 0 ? <p className="text-sm text-muted">لا صور لهذا المنتج بعد.</p> : null}
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id} className="rounded-lg border border-line p-2">
            <img
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="aspect-square w-full rounded-md bg-canvas object-contain"
            />
            <p className="mt-1 text-xs text-muted">
              {index === 0 ? 'الصورة الرئيسية · ' : ''}
              <bdi dir="ltr">
                {image.width}×{image.height}
              </bdi>
            </p>
            <div className="mt-2 flex flex-wrap gap-1">
              <button
                type="button"
                className={deskButton.secondary}
                disabled={index === 0 || write.busy}
                onClick={() => move(index, -1)}
                aria-label={`تقديم الصورة ${index + 1}`}
              >
                تقديم
              </button>
              <button
                type="button"
                className={deskButton.secondary}
                disabled={index === images.length - 1 || write.busy}
                onClick={() => move(index, 1)}
                aria-label={`تأخير الصورة ${index + 1}`}
              >
                تأخير
              </button>
              <button
                type="button"
                className={deskButton.secondary}
                onClick={() => setRemoving(image)}
                aria-label={`حذف الصورة ${index + 1}`}
              >
                حذف
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <input
          ref={input}
          id={`upload-${productId}`}
          type="file"
          accept={TYPES.join(',')}
          aria-label="اختيار صورة للرفع"
          tabIndex={-1}
          className="sr-only"
          onChange={upload}
        />
        <button
          type="button"
          className={deskButton.primary}
          onClick={() => input.current?.click()}
          disabled={write.busy}
          aria-busy={write.busy}
        >
          {write.busy ? <Spinner /> : null}
          رفع صورة
        </button>
        <span className="ms-2 text-xs text-muted">JPEG أو PNG أو WebP، حتى {maxMb} ميغابايت.</span>
      </div>
      {removing ? (
        <ConfirmDialog
          title="حذف الصورة؟"
          description="ستختفي من صفحة المنتج في المتجر."
          confirmLabel="حذف"
          busy={write.busy}
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            await write.run(routes.adminImagesDelete, {
              params: { id: productId, image_id: removing.id },
            });
            setRemoving(null);
          }}
        />
      ) : null}
    </div>
  );
}
