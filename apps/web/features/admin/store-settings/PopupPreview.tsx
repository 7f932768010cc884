'use client';

import type { Popup } from '@wb/contract';
import { popupFreePages } from '@wb/contract/popup-pages';
import { POPUP_BOX, PopupCard } from '@/features/popups/PopupDialog';
import { buttonLinkOf, isClosable, showsOkButton } from '@/features/popups/popup-rules';
import { popupPageNames, timingText } from './popup-labels';

const noop = () => {};

/**
 * How a popup will show on the store: the storefront's own card (`PopupCard`, the same markup and styles) over a
 * phone-sized mock page and its dimmed backdrop, inert so its buttons do nothing here; then, in words, where and
 * when it shows, how it closes, and why it would not show at all.
 */
export function PopupPreview({ popup }: { popup: Popup }) {
  const hidden = [
    popup.status ? null : 'غير مفعّلة: لن تظهر لأحد.',
    showsOkButton(popup) ? null : 'لا زر لها ولا يمكن إغلاقها: المتجر لا يعرضها.',
    popup.pages.length === 0 ? 'لم تُختر لها صفحة.' : null,
    popup.pages.some((page) => popupFreePages.includes(page))
      ? 'لا تظهر في إتمام الطلب وشكراً لطلبك وتسجيل الدخول: أزل هذه الصفحات.'
      : null,
    popup.button_text?.trim() && !buttonLinkOf(popup) ? 'زرها لا يقود إلى أي مكان: اختر مجموعة أو رابطاً.' : null,
  ].filter((reason): reason is string => reason !== null);
  return (
    <figure className="flex flex-col gap-3" aria-label="معاينة النافذة كما تظهر في المتجر">
      <div
        className="relative mx-auto h-[30rem] w-full max-w-[22rem] overflow-hidden rounded-[2rem] border-8 border-ink/85 bg-canvas shadow-lg"
        data-popup-preview=""
      >
        <MockPage />
        <div className="absolute inset-0 grid place-items-center bg-ink/60">
          <div inert className={`${POPUP_BOX} max-h-[calc(100%-2rem)]`}>
            <PopupCard popup={popup} onClose={noop} />
          </div>
        </div>
      </div>
      <figcaption className="space-y-1 text-sm">
        <p>
          <span className="font-bold">الصفحات: </span>
          {popup.pages.map((page) => popupPageNames[page]).join('، ') || '—'}
        </p>
        <p>{timingText(popup)}.</p>
        <p>
          {isClosable(popup)
            ? 'تُغلق بالنقر خارجها أو بزر «حسناً» أو بمفتاح Esc.'
            : 'لا تُغلق بالنقر خارجها: بزر «حسناً» فقط.'}
        </p>
        <p className="text-muted">لا تظهر للمؤثرين والصيدليات.</p>
        {hidden.map((reason) => (
          <p key={reason} role="note" className="rounded-lg bg-amber-50 px-3 py-1.5 font-medium text-amber-900">
            {reason}
          </p>
        ))}
      </figcaption>
    </figure>
  );
}

/** The store's page behind the popup, drawn as blocks: what matters is the popup on top of it. */
function MockPage() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col gap-3">
      <div className="h-6 bg-brand-700" />
      <div className="mx-3 h-9 rounded-full bg-white" />
      <div className="mx-3 h-28 rounded-xl bg-brand-100" />
      <div className="mx-3 grid grid-cols-2 gap-3">
        {[1, 2, 3, 4].map((block) => (
          <div key={block} className="h-28 rounded-xl bg-white" />
        ))}
      </div>
    </div>
  );
}
