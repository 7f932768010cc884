'use client';

import type { auth, OtpChannel, RouteRequest } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import { type FormEvent, useRef, useState } from 'react';
import { buttonStyles, MobileField, SubmitButton, TextField } from '@/components/ui/form';
import { useWrite } from '@/features/session-data/use-write';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cleanMobile } from '../otp';
import { registerAccount } from './auth-client';
import { ChannelChoice, ChannelSwitch, otherChannelHelps } from './ChannelChoice';
import { Notice } from './MobileForm';

type Field = 'name' | 'mobile' | 'email' | 'referral_code';
type RegisterBody = RouteRequest<typeof auth.registerRoute>['body'];

/** Registration: name, mobile (carried over from step 1) and an optional email, then the code. */
export function RegisterForm({
  mobile,
  referralCode,
  notice,
  channel,
  onChannelChange,
  onCodeSent,
  onAlreadyRegistered,
  onBack,
}: {
  mobile: string;
  /** A friend's code from her invitation link (wonder zone), shown and editable. */
  referralCode: string;
  notice?: string;
  channel: OtpChannel;
  onChannelChange(channel: OtpChannel): void;
  onCodeSent(mobile: string, channel: OtpChannel): void;
  onAlreadyRegistered(mobile: string, notice: string): void;
  onBack(): void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const register = useWrite({ mutationFn: registerAccount, successToast: 'answer' });
  const busy = register.busy;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [lockout, setLockout] = useState<{ message: string; body: RegisterBody; from: OtpChannel } | null>(null);

  const focus = (field: Field) => form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const number = cleanMobile(String(data.get('mobile') ?? ''));
    const email = String(data.get('email') ?? '').trim();
    const referral = String(data.get('referral_code') ?? '').trim();
    const missing: Partial<Record<Field, string>> = {};
    if (!name) missing.name = messages.nameRequired;
    if (!number) missing.mobile = messages.mobileRequired;
    setErrors(missing);
    const firstMissing = (['name', 'mobile'] as const).find((field) => missing[field]);
    if (firstMissing) return focus(firstMissing);

    send({
      name,
      mobile: number,
      ...(email ? { email } : {}),
      ...(referral ? { referral_code: referral } : {}),
      channel,
    });
  }

  function send(body: RegisterBody) {
    const number = body.mobile;
    const by = body.channel ?? 'sms';
    setLockout(null);
    register.mutate(body, {
      onSuccess: () => onCodeSent(number, by),
      onError: (caught) => {
        if (caught instanceof ApiError && caught.code === 'mobile.already_registered')
          return onAlreadyRegistered(number, caught.message);
        if (otherChannelHelps(caught))
          return setLockout({ message: errorMessage(caught, messages.registerFailed), body, from: by });
        const fields = caught instanceof ApiError ? caught.fieldErrors : undefined;
        const fieldErrors: Partial<Record<Field, string>> = {};
        for (const field of ['name', 'mobile', 'email', 'referral_code'] as const) {
          const first = fields?.[field]?.[0];
          if (first) fieldErrors[field] = first;
        }
        setErrors(fieldErrors);
        const firstInvalid = (['name', 'mobile', 'email', 'referral_code'] as const).find(
          (field) => fieldErrors[field],
        );
        if (firstInvalid) focus(firstInvalid);
        else toast.error(errorMessage(caught, messages.registerFailed));
      },
    });
  }

  const switchChannel = (to: OtpChannel) => {
    if (!lockout) return;
    onChannelChange(to);
    send({ ...lockout.body, channel: to });
  };

  return (
    <form ref={form} method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {notice ? <Notice>{notice}</Notice> : null}
      <TextField
        id="register-name"
        name="name"
        label="الاسم"
        autoComplete="name"
        maxLength={100}
        error={errors.name}
        required
      />
      <MobileField id="register-mobile" defaultValue={mobile} error={errors.mobile} />
      <TextField
        id="register-email"
        name="email"
        label={
          <>
            البريد الإلكتروني <span className="font-normal text-muted">(اختياري)</span>
          </>
        }
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        maxLength={254}
        error={errors.email}
        className="text-end"
      />
      <TextField
        id="register-referral"
        name="referral_code"
        label={
          <>
            رمز الدعوة <span className="font-normal text-muted">(اختياري)</span>
          </>
        }
        hint="إن دعتك صديقة إلى وندر بيوتي، اكتبي رمزها هنا."
        defaultValue={referralCode}
        // The link fills it after hydration: a remount shows the code it brought.
        key={referralCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        maxLength={20}
        error={errors.referral_code}
        className="text-end tracking-widest uppercase"
      />
      <ChannelChoice value={channel} onChange={onChannelChange} />
      {lockout ? (
        <ChannelSwitch message={lockout.message} from={lockout.from} busy={busy} onSwitch={switchChannel} />
      ) : null}
      <SubmitButton busy={busy} busyLabel="جارٍ إنشاء الحساب…">
        إنشاء الحساب
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        لديك حساب؟{' '}
        <button type="button" className={buttonStyles.link} onClick={onBack}>
          سجّل الدخول
        </button>
      </p>
    </form>
  );
}
