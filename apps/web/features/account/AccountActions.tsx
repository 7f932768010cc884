'use client';

import { useId, useRef } from 'react';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { useDeleteAccount, useSignOut } from './use-account';

/** Logout, and account deletion behind a confirmation that says plainly what goes and what stays. */
export function AccountActions() {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const signOut = useSignOut();
  const deleteAccount = useDeleteAccount();
  const busy = signOut.busy ? 'logout' : deleteAccount.busy ? 'delete' : null;

  return (
    <section
      aria-label="إدارة الحساب"
      className="flex flex-col gap-3 rounded-card bg-white p-5 ring-1 ring-line md:p-6"
    >
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={busy !== null}
        className={buttonStyles.secondary}
      >
        {busy === 'logout' ? <Spinner /> : null}
        {busy === 'logout' ? 'جارٍ تسجيل الخروج…' : 'تسجيل الخروج'}
      </button>
      <button
        type="button"
        onClick={() => {
          dialog.current?.showModal();
          // Focus starts on "cancel": the safe choice is the one Enter presses.
          cancel.current?.focus();
        }}
        disabled={busy !== null}
        className="min-h-11 self-center rounded-full px-4 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        حذف الحساب
      </button>

      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
      >
        <h2 id={titleId} className="text-lg font-bold">
          حذف حسابك نهائياً؟
        </h2>
        <div id={bodyId} className="mt-3 flex flex-col gap-2 text-sm leading-7 text-muted">
          <p>سنحذف اسمك ورقم هاتفك وبريدك الإلكتروني وعناوينك وجهات الاتصال المحفوظة، وننهي جلساتك على كل الأجهزة.</p>
          <p>تبقى طلباتك السابقة في سجلات المتجر دون أي بيانات تدل عليك.</p>
          <p className="font-medium text-ink">لا يمكن التراجع عن الحذف، لكن يمكنك لاحقاً إنشاء حساب جديد بالرقم نفسه.</p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={cancel}
            type="button"
            onClick={() => dialog.current?.close()}
            disabled={busy === 'delete'}
            className={buttonStyles.secondary}
          >
            إلغاء
          </button>
          <button
            type="button"
            onClick={() => deleteAccount.mutate()}
            disabled={busy === 'delete'}
            className={buttonStyles.danger}
          >
            {busy === 'delete' ? <Spinner /> : null}
            {busy === 'delete' ? 'جارٍ الحذف…' : 'نعم، احذف حسابي'}
          </button>
        </div>
      </dialog>
    </section>
  );
}
