'use client';

import type { ReferralZone, ReferredFriend } from '@wb/contract';
import Link from 'next/link';
import { CopyButton } from '@/components/ui/CopyButton';
import { buttonStyles } from '@/components/ui/form';
import { GiftIcon, SparkleIcon } from '@/components/ui/icons';
import { type ArabicCountForms, countPhrase, formatDate, formatIqd, formatSignedIqd } from '@/lib/format';
import { NotYetRead } from '../session-data/NotYetRead';
import { useReferralZone } from './use-referrals';

const friendsCount: ArabicCountForms = {
  zero: 'لا صديقات بعد',
  one: 'صديقة واحدة',
  two: 'صديقتان',
  few: '{n} صديقات',
  many: '{n} صديقة',
  other: '{n} صديقة',
};

const statusLabels: Record<ReferredFriend['status'], string> = {
  pending: 'بانتظار أول طلب',
  rewarded: 'حصلتِ على المكافأة',
  void: 'لم تكتمل',
};

/**
 * /profile/wonder-zone (issue 15): the customer's referral programme — her code and link with copy and WhatsApp
 * buttons, the amounts, how it works, her totals and her friends (first name and last two digits only).
 */
export function WonderZoneView() {
  const { data: zone, error, refetch, isFetching } = useReferralZone();
  if (!zone) return <NotYetRead error={error} retrying={isFetching} onRetry={refetch} />;
  return (
    <div className="space-y-5">
      <Hero zone={zone} />
      <ShareCard zone={zone} />
      <Stats zone={zone} />
      <HowItWorks zone={zone} />
      <Friends zone={zone} />
      <p className="text-xs leading-6 text-muted">
        المكافأة مرة واحدة لكل رقم يسجّل في وندر بيوتي أول مرة، ولا تشمل الأرقام التي كان لها حساب سابق. تُضاف المكافأة
        عند تسليم أول طلب للصديقة، ويُستخدم رصيد المحفظة في الطلبات القادمة ولا يُصرف نقداً.{' '}
        <Link
          prefetch={false}
          href="/profile/wallet"
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          محفظتي
        </Link>
      </p>
    </div>
  );
}

function Hero({ zone }: { zone: ReferralZone }) {
  const { referrer_amount: mine, friend_amount: hers } = zone.terms;
  return (
    <section
      aria-labelledby="zone-hero"
      className="overflow-hidden rounded-card bg-gradient-to-l from-brand-600 to-brand-800 p-5 text-white md:p-7"
    >
      <p className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-white">
        <SparkleIcon size={16} /> وندر زون
      </p>
      <h2 id="zone-hero" className="mt-2 text-2xl leading-snug font-bold md:text-3xl">
        ادعي صديقاتك، واربحن معاً
      </h2>
      <p className="mt-2 text-sm leading-7 text-white">
        {mine > 0 && hers > 0 ? (
          <>
            لكِ <strong className="font-bold whitespace-nowrap">{formatIqd(mine)}</strong> ولصديقتك{' '}
            <strong className="font-bold whitespace-nowrap">{formatIqd(hers)}</strong> في المحفظة عند وصول أول طلب لها.
          </>
        ) : mine > 0 ? (
          <>
            لكِ <strong className="font-bold whitespace-nowrap">{formatIqd(mine)}</strong> في المحفظة عن كل صديقة يصلها
            أول طلب.
          </>
        ) : hers > 0 ? (
          <>
            لصديقتك <strong className="font-bold whitespace-nowrap">{formatIqd(hers)}</strong> في محفظتها عند وصول أول
            طلب لها.
          </>
        ) : (
          'شاركي وندر بيوتي مع صديقاتك برابطك الخاص.'
        )}
      </p>
    </section>
  );
}

function ShareCard({ zone }: { zone: ReferralZone }) {
  return (
    <section aria-labelledby="zone-share" className="space-y-4 rounded-card bg-white p-5 ring-1 ring-line md:p-6">
      <h2 id="zone-share" className="text-base font-bold text-ink">
        رمز دعوتك ورابطك
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-brand-50 px-3 py-3 md:px-4">
        <bdi
          data-referral-code
          dir="ltr"
          className="text-xl font-bold tracking-[0.15em] text-brand-800 md:text-2xl md:tracking-[0.2em]"
        >
          {zone.code}
        </bdi>
        <CopyButton text={zone.code} label="نسخ الرمز" done="تم نسخ الرمز" />
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium text-ink">رابط الدعوة</p>
        <p
          data-referral-link
          dir="ltr"
          className="rounded-xl bg-canvas px-3 py-2 text-start text-sm break-all text-ink"
        >
          {zone.link}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={zone.whatsapp_url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonStyles.primary} grow sm:grow-0`}
        >
          أرسلي الدعوة عبر واتساب
        </a>
        <CopyButton text={zone.link} label="نسخ الرابط" done="تم نسخ الرابط" />
        <CopyButton
          text={zone.share_text}
          label="نسخ الرسالة"
          done="تم نسخ رسالة الدعوة"
          className={buttonStyles.link}
        />
      </div>
    </section>
  );
}

function Stats({ zone }: { zone: ReferralZone }) {
  const tiles: Array<[string, string, string]> = [
    ['joined', String(zone.stats.joined), 'صديقة انضمت'],
    ['rewarded', String(zone.stats.rewarded), 'وصلها أول طلب'],
    ['pending', String(zone.stats.pending), 'بانتظار أول طلب'],
    ['earned', formatIqd(zone.stats.earned), 'مجموع ما ربحتِ'],
  ];
  return (
    <section aria-labelledby="zone-stats">
      <h2 id="zone-stats" className="sr-only">
        نتائج دعواتك
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {tiles.map(([key, value, label]) => (
          <div key={key} data-stat={key} className="rounded-card bg-white px-4 py-4 text-center ring-1 ring-line">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-bold whitespace-nowrap text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function HowItWorks({ zone }: { zone: ReferralZone }) {
  const { referrer_amount: mine, friend_amount: hers } = zone.terms;
  const reward =
    mine > 0 && hers > 0
      ? `نضيف ${formatIqd(mine)} إلى محفظتك و${formatIqd(hers)} إلى محفظتها عند تسليم أول طلب لها.`
      : mine > 0
        ? `نضيف ${formatIqd(mine)} إلى محفظتك عند تسليم أول طلب لها.`
        : hers > 0
          ? `نضيف ${formatIqd(hers)} إلى محفظتها عند تسليم أول طلب لها.`
          : 'تتعرّف صديقتك على وندر بيوتي وتطلب ما يناسب بشرتها.';
  const steps = [
    'أرسلي رابطك أو رمزك إلى صديقتك عبر واتساب أو أي تطبيق.',
    'تسجّل صديقتك برقم هاتف جديد لم يُسجَّل في وندر بيوتي من قبل، من رابطك أو بكتابة رمزك.',
    reward,
  ];
  return (
    <section aria-labelledby="zone-how" className="rounded-card bg-white p-5 ring-1 ring-line md:p-6">
      <h2 id="zone-how" className="mb-4 flex items-center gap-2 text-base font-bold text-ink">
        <GiftIcon size={20} className="text-brand-600" /> كيف تعمل الدعوة؟
      </h2>
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3 text-sm leading-7 text-ink">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Friends({ zone }: { zone: ReferralZone }) {
  return (
    <section aria-labelledby="zone-friends">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="zone-friends" className="text-lg font-bold text-ink">
          صديقاتك
        </h2>
        <p className="text-sm text-muted">{countPhrase(zone.stats.joined, friendsCount)}</p>
      </div>
      {zone.friends.length === 0 ? (
        <p className="rounded-card bg-white px-5 py-8 text-center text-sm leading-7 text-muted ring-1 ring-line">
          لم تنضم أي صديقة برمزك بعد. أرسلي رابطك الآن، وستظهر هنا كل صديقة تسجّل به.
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-card bg-white px-4 ring-1 ring-line">
          {zone.friends.map((friend) => (
            <li
              key={`${friend.joined_at}-${friend.name}`}
              data-friend={friend.status}
              className="flex items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0">
                <p className="text-sm font-bold text-ink">{friend.name}</p>
                <p className="text-xs text-muted">
                  انضمت في <time dateTime={friend.joined_at}>{formatDate(friend.joined_at)}</time>
                </p>
              </div>
              {friend.status === 'rewarded' && friend.reward > 0 ? (
                <p className="shrink-0 text-sm font-bold whitespace-nowrap text-ok">
                  <span className="sr-only">{statusLabels.rewarded}: </span>
                  {formatSignedIqd(friend.reward)}
                </p>
              ) : (
                <span
                  className={`shrink-0 rounded-full px-3 py-1 text-xs font-medium ${
                    friend.status === 'pending' ? 'bg-brand-50 text-brand-800' : 'bg-canvas text-muted'
                  }`}
                >
                  {statusLabels[friend.status]}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
