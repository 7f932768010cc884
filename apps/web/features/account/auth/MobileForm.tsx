'use client';

import * as messages from '@wb/contract/messages';
import type { OtpChannel } from '@wb/contract/otp-channels';
import { type FormEvent, useRef, useState } from 'react';
import { buttonStyles, MobileField, SubmitButton } from '@/components/ui/form';
import { useWrite } from '@/features/session-data/use-write';
import { ApiError, errorMessage, failedWith } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cleanMobile } from '../otp';
import { sendLoginCode } from './auth-client';
import { ChannelChoice, ChannelSwitch, otherChannelHelps } from './ChannelChoice';

/**
 * Step 1: the mobile number, and the channel the code goes by. A number we do not know (`mobile.not_registered`)
 * goes on to registration with it filled in; a channel that locked her out (or whose gateway is down) is answered
 * with its message and a button that sends the code by the other one.
 */
export function MobileForm({
  mobile,
  notice,
  channel,
  onChannelChange,
  onCodeSent,
  onUnknownNumber,
  onRegister,
}: {
  mobile: string;
  notice?: string;
  channel: OtpChannel;
  onChannelChange(channel: OtpChannel): void;
  onCodeSent(mobile: string, channel: OtpChannel): void;
  onUnknownNumber(mobile: string, notice: string): void;
  onRegister(mobile: string): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const send = useWrite({ mutationFn: sendLoginCode, successToast: 'answer' });
  const busy = send.busy;
  const [error, setError] = useState<string | null>(null);
  const [lockout, setLockout] = useState<{ message: string; number: string; from: OtpChannel } | null>(null);

  function sendBy(number: string, by: OtpChannel) {
    setError(null);
    setLockout(null);
    send.mutate(
      { mobile: number, channel: by },
      {
        onSuccess: () => onCodeSent(number, by),
        onError: (caught) => {
          if (caught instanceof ApiError && caught.code === 'mobile.not_registered')
            return onUnknownNumber(number, caught.message);
          if (otherChannelHelps(caught))
            return setLockout({ message: errorMessage(caught, messages.otpSendFailed), number, from: by });
          if (caught instanceof ApiError && failedWith(caught, 'mobile.invalid', 'request.invalid')) {
            setError(caught.fieldErrors?.mobile?.[0] ?? caught.message);
            input.current?.focus();
          } else toast.error(errorMessage(caught, messages.otpSendFailed));
        },
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = cleanMobile(input.current?.value ?? '');
    if (!number) {
      setError(messages.mobileRequired);
      input.current?.focus();
      return;
    }
    sendBy(number, channel);
  }

  const switchChannel = (to: OtpChannel) => {
    if (!lockout) return;
    onChannelChange(to);
    sendBy(lockout.number, to);
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {notice ? <Notice>{notice}</Notice> : null}
      <MobileField
        ref={input}
        id="auth-mobile"
        defaultValue={mobile}
        error={error}
        hint="رقم عراقي يبدأ بـ 07، مثل 07701234567"
      />
      <ChannelChoice value={channel} onChange={onChannelChange} />
      {lockout ? (
        <ChannelSwitch message={lockout.message} from={lockout.from} busy={busy} onSwitch={switchChannel} />
      ) : null}
      <SubmitButton busy={busy} busyLabel="جارٍ الإرسال…">
        إرسال رمز التحقق
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        ليس لديك حساب؟{' '}
        <button
          type="button"
          className={buttonStyles.link}
          onClick={() => onRegister(cleanMobile(input.current?.value ?? ''))}
        >
          أنشئ حساباً جديداً
        </button>
      </p>
    </form>
  );
}

/** Why the shopper is on this step (the number is unknown, or already registered): announced politely. */
export function Notice({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm leading-6 text-brand-800">
      {children}
    </p>
  );
}
