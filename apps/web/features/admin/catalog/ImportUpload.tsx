'use client';

import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Spinner } from '../ui/form';

/**
 * A Shopify product export to import: checked first by default (a dry run writes nothing and reports what would
 * happen), then applied from the report. Opens the import's page, which follows its progress.
 */
export function ImportUpload() {
  const router = useRouter();
  const write = useDeskWrite();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return toast.error(messages.importFileMissing);
    const dryRun = new FormData(event.currentTarget).get('dry_run') === '1';
    const queued = await write.run(routes.adminImportsCreate, {
      // The browser sends the file itself (multipart); the contract types what the API reads from it.
      body: { file: file as unknown as Uint8Array, file_name: file.name, dry_run: dryRun },
    });
    if (queued) router.push(`/admin/imports/${queued.data.id}`);
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-line bg-white p-4" aria-label="استيراد ملف">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-xs font-bold text-muted">
          ملف CSV من شوبيفاي (تصدير المنتجات)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          required
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="text-sm file:me-3 file:rounded-lg file:border file:border-line file:bg-canvas file:px-3 file:py-2 file:text-sm file:font-bold"
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="dry_run" value="1" defaultChecked className="size-4" />
        تجربة أولاً دون حفظ (يُنصح بها): تقرير بما سيحدث، ثم التطبيق من صفحة التقرير
      </label>
      <button type="submit" className={deskButton.primary} disabled={write.busy} aria-busy={write.busy}>
        {write.busy ? <Spinner /> : null}
        رفع الملف
      </button>
    </form>
  );
}
