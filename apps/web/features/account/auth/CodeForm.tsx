'use client';

import type { ErrorCode } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import { type OtpChannel, otherChannel } from '@wb/contract/otp-channels';
import { type FormEvent, useRef, useState } from 'react';
import { buttonStyles, FieldError, SubmitButton } from '@/components/ui/form';
import { useWrite } from '@/features/session-data/use-write';
import { ApiError, errorMessage, failedWith } from '@/lib/api';
import { type ArabicCountForms, countPhrase } from '@/lib/format';
import { toast } from '@/lib/toast';
import { emptyCode, isComplete } from '../otp';
import { resendCode, type SignedIn, verifyCode } from './auth-client';
import { ChannelSwitch, channelVia, otherChannelHelps, switchLabel } from './ChannelChoice';
import { OtpBoxes } from './OtpBoxes';
import { useCountdown } from './useCountdown';

/** The API lets a new code be asked for 60 s after the last one; the countdown says so before the button is tried. */
const RESEND_SECONDS = 60;
/** Too many codes asked for or tried: the wait is in Retry-After. (One channel's lockout offers the other instead.) */
const TOO_MANY: readonly ErrorCode[] = [
  'otp.resend_too_soon',
  'otp.too_many_for_number',
  'otp.too_many_from_network',
  'request.rate_limited',
];
/** The code itself refused (malformed, wrong, expired or used): it is typed again. */
const CODE_REFUSED: readonly ErrorCode[] = ['otp.format', 'otp.invalid', 'request.invalid'];
/** The unit after the countdown's number: "بعد 5 ثوانٍ", "بعد 45 ثانية". */
const SECONDS_WORD: ArabicCountForms = {
  zero: 'ثانية',
  one: 'ثانية',
  two: 'ثانية',
  few: 'ثوانٍ',
  many: 'ثانية',
  other: 'ثانية',
};
/** A wait of minutes (a number locked out for the hour) is said in minutes: "بعد 52 دقيقة". */
const MINUTES_WORD: ArabicCountForms = {
  zero: 'دقيقة',
  one: 'دقيقة',
  two: 'دقيقة',
  few: 'دقائق',
  many: 'دقيقة',
  other: 'دقيقة',
};

/**
 * Step 2: the six-digit code, sent as soon as the last digit is in; after the countdown, a new code by the same
 * channel or by the other (issue 24), which is also the way out when the channel has locked her out.
 */
export function CodeForm({
  mobile,
  channel,
  onChannelChange,
  onSignedIn,
  onChangeNumber,
}: {
  mobile: string;
  channel: OtpChannel;
  onChannelChange(channel: OtpChannel): void;
  onSignedIn(answer: SignedIn): void;
  onChangeNumber(): void;
}) {
  const [digits, setDigits] = useState(emptyCode);
  // Signed in, the page is on its way to the next address: the form stays busy until it has gone.
  const check = useWrite({
    mutationFn: ({ code }: { code: string }) => verifyCode(mobile, code),
    onSuccess: (answer) => {
      onSignedIn(answer);
      return new Promise<never>(() => {});
    },
  });
  const busy = check.busy;
  const [error, setError] = useState<string | null>(null);
  const [focusSignal, setFocusSignal] = useState(0);
  const [secondsLeft, restartCountdown] = useCountdown(RESEND_SECONDS);
  const [lockout, setLockout] = useState<{ message: string; from: OtpChannel } | null>(null);
  const again = useWrite({
    mutationFn: (by: OtpChannel) => resendCode({ mobile, channel: by }),
    successToast: 'answer',
    onMutate: () => setLockout(null),
    onSuccess: (_answer, by) => {
      onChannelChange(by);
      restartCountdown(RESEND_SECONDS);
      setError(null);
      startOver();
    },
    // The wait comes from Retry-After, never from the words of the message.
    onError: (caught, by) => {
      if (otherChannelHelps(caught)) return setLockout({ message: errorMessage(caught), from: by });
      toast.error(errorMessage(caught, messages.otpResendFailed));
      if (caught instanceof ApiError && failedWith(caught, ...TOO_MANY))
        restartCountdown(caught.retryAfter ?? RESEND_SECONDS);
    },
  });
  const resending = again.busy;
  // The code last sent, so a re-render with the same complete code does not send it twice.
  const sent = useRef<string | null>(null);

  const startOver = () => {
    setDigits(emptyCode());
    sent.current = null;
    setFocusSignal((count) => count + 1);
  };

  function verify(code: string) {
    sent.current = code;
    setError(null);
    check.mutate(
      { code },
      {
        onError: (caught) => {
          const codeError = caught instanceof ApiError ? caught.fieldErrors?.code?.[0] : undefined;
          setError(codeError ?? errorMessage(caught, messages.otpVerifyFailed));
          // A wrong or used-up code is typed again; after a network failure the same code can simply be sent again.
          if (failedWith(caught, ...CODE_REFUSED, ...TOO_MANY)) startOver();
          else sent.current = null;
        },
      },
    );
  }

  const change = (next: string[]) => {
    setDigits(next);
    setError(null);
    const code = next.join('');
    if (!busy && isComplete(next) && code !== sent.current) verify(code);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!isComplete(digits)) {
      setError(messages.otpFormat);
      setFocusSignal((count) => count + 1);
      return;
    }
    verify(digits.join(''));
  };

  const resend = (by: OtpChannel) => again.mutate(by);
  const other = otherChannel(channel);

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-center text-sm leading-6 text-muted">
        أرسلنا رمزاً من 6 أرقام {channelVia[channel]} إلى{' '}
        <bdi dir="ltr" className="font-bold text-ink">
          {mobile}
        </bdi>
        <br />
        <button type="button" className={buttonStyles.link} onClick={onChangeNumber}>
          تغيير الرقم
        </button>
      </p>

      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">رمز التحقق</legend>
        <OtpBoxes
          digits={digits}
          onChange={change}
          disabled={busy}
          invalid={Boolean(error)}
          describedBy={error ? 'otp-error' : undefined}
          focusSignal={focusSignal}
        />
        {error ? (
          <FieldError id="otp-error" alert>
            {error}
          </FieldError>
        ) : null}
      </fieldset>

      <SubmitButton busy={busy} busyLabel="جارٍ التحقق…">
        تأكيد الرمز
      </SubmitButton>

      {lockout ? (
        <ChannelSwitch message={lockout.message} from={lockout.from} busy={resending} onSwitch={resend} />
      ) : (
        <div className="flex flex-col items-center gap-1 text-sm text-muted">
          <span>لم يصلك الرمز؟</span>
          {secondsLeft > 0 ? (
            <span id="resend-countdown">
              يمكنك طلب رمز جديد بعد <Wait seconds={secondsLeft} />
            </span>
          ) : (
            <span className="flex flex-wrap items-center justify-center gap-x-2">
              <button type="button" className={buttonStyles.link} onClick={() => resend(channel)} disabled={resending}>
                {resending ? 'جارٍ الإرسال…' : 'إعادة إرسال الرمز'}
              </button>
              <span aria-hidden="true">·</span>
              <button type="button" className={buttonStyles.link} onClick={() => resend(other)} disabled={resending}>
                {switchLabel(other)}
              </button>
            </span>
          )}
        </div>
      )}
    </form>
  );
}

/** The countdown's number and unit: seconds under two minutes, whole minutes beyond. */
function Wait({ seconds }: { seconds: number }) {
  const inMinutes = seconds > 120;
  const count = inMinutes ? Math.ceil(seconds / 60) : seconds;
  return (
    <>
      <span className="font-bold tabular-nums text-ink">{count}</span>{' '}
      {countPhrase(count, inMinutes ? MINUTES_WORD : SECONDS_WORD)}
    </>
  );
}
