'use client';

import type { ErrorCode } from '@wb/contract';
import { type OtpChannel, otherChannel } from '@wb/contract/otp-channels';
import { useId } from 'react';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { failedWith } from '@/lib/api';

/**
 * The code's two ways to the shopper's phone (issue 24): a text message or WhatsApp, chosen before the code is sent,
 * and offered again when one of them locks her out or its gateway fails.
 */
export const channelNames: Record<OtpChannel, string> = { sms: 'رسالة نصية', whatsapp: 'واتساب' };

/** "عبر واتساب" / "برسالة نصية": how the code went, after a verb. */
export const channelVia: Record<OtpChannel, string> = { sms: 'برسالة نصية', whatsapp: 'عبر واتساب' };

export const switchLabel = (to: OtpChannel) => `أرسل الرمز ${channelVia[to]}`;

/** Failures the other channel is the way around: this channel's hourly budget spent, or its gateway down. */
const OTHER_CHANNEL_HELPS: readonly ErrorCode[] = ['otp.too_many_for_channel', 'sms.failed', 'whatsapp.failed'];
export const otherChannelHelps = (error: unknown) => failedWith(error, ...OTHER_CHANNEL_HELPS);

export function ChannelChoice({ value, onChange }: { value: OtpChannel; onChange(channel: OtpChannel): void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">أرسل الرمز عبر</legend>
      <div className="grid grid-cols-2 gap-2">
        {(['sms', 'whatsapp'] as const).map((channel) => (
          <label
            key={channel}
            className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line bg-white px-3 text-sm font-medium text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200"
          >
            <input
              type="radio"
              name={name}
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
              className="size-4 accent-brand-600"
            />
            {channelNames[channel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** WhatsApp's own green (dark enough for white text), so the button reads as WhatsApp before its words do. */
const WHATSAPP_BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-emerald-700 px-6 text-base font-bold text-white hover:bg-emerald-800 disabled:cursor-wait disabled:opacity-70';

/**
 * The way out of a lockout: the API's message (when to try again, and the other channel) with the button that sends
 * the code by the other channel at once.
 */
export function ChannelSwitch({
  message,
  from,
  busy,
  onSwitch,
}: {
  message: string;
  from: OtpChannel;
  busy: boolean;
  onSwitch(to: OtpChannel): void;
}) {
  const to = otherChannel(from);
  return (
    <div data-channel-lockout className="flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
      <p role="alert" className="text-sm font-medium leading-6 text-amber-900">
        {message}
      </p>
      <button
        type="button"
        onClick={() => onSwitch(to)}
        disabled={busy}
        aria-busy={busy}
        className={to === 'whatsapp' ? WHATSAPP_BUTTON : buttonStyles.primary}
      >
        {busy ? <Spinner /> : null}
        {switchLabel(to)}
      </button>
    </div>
  );
}
