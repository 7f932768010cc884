'use client';

import * as messages from '@wb/contract/messages';
import type { OtpChannel } from '@wb/contract/otp-channels';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { holdsGuestCart } from '@/features/cart/guest-cart-signal';
import { pushEvent, SIGN_IN_METHOD } from '@/lib/analytics';
import { landingPath } from '@/lib/route-guard';
import { safeNextPath } from '@/lib/safe-redirect';
import { sessionStarted } from '@/lib/session-runtime';
import { toast } from '@/lib/toast';
import type { SignedIn } from './auth-client';
import { CodeForm } from './CodeForm';
import { MobileForm } from './MobileForm';
import { RegisterForm } from './RegisterForm';

/**
 * The login page (spec §4 "Login: mobile submitted, code sent, code verified, session stored, redirect"):
 * mobile number → six-digit code → signed in, with a detour to registration for a number we do not know.
 * `next` and `reason` are read from the address after hydration, so the page itself stays static.
 */
type Step =
  | { name: 'mobile'; notice?: string }
  | { name: 'register'; notice?: string }
  | { name: 'code'; via: 'login' | 'register' };

const headings: Record<Step['name'], { title: string; subtitle: string }> = {
  mobile: { title: 'تسجيل الدخول', subtitle: 'أدخل رقم هاتفك وسنرسل إليك رمز تحقق برسالة نصية أو عبر واتساب.' },
  register: { title: 'إنشاء حساب جديد', subtitle: 'بضع معلومات فقط، ثم نرسل رمز التحقق إلى هاتفك.' },
  code: { title: 'أدخل رمز التحقق', subtitle: '' },
};

export function AuthFlow() {
  const router = useRouter();
  const headingId = useId();
  const [step, setStep] = useState<Step>({ name: 'mobile' });
  const [mobile, setMobile] = useState('');
  // How the code goes (issue 24): chosen on the first step, changed when she asks for it the other way.
  const [channel, setChannel] = useState<OtpChannel>('sms');
  const [expired, setExpired] = useState(false);
  const [referral, setReferral] = useState('');

  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    setExpired(search.get('reason') === 'expired');
    // A friend's invitation link (wonder zone, issue 15): the code goes with her registration, which comes first.
    const ref = referralFrom(search.get('ref'));
    if (ref) {
      setReferral(ref);
      setStep((current) => (current.name === 'mobile' ? { name: 'register' } : current));
    }
  }, []);

  // Each step starts at the top of the card (a long registration form may have left the page scrolled).
  const stepName = step.name;
  useEffect(() => {
    if (stepName !== 'mobile') window.scrollTo({ top: 0 });
  }, [stepName]);

  const signedIn = async (answer: SignedIn, via: 'login' | 'register') => {
    toast.success(answer.message || messages.loggedIn);
    pushEvent(via === 'register' ? 'sign_up' : 'login', { method: SIGN_IN_METHOD });
    sessionStarted();
    // A guest's cart joins hers before the next page is rendered (issue 24): /cart, on the server, then shows it. A
    // failed merge is told and tried again on the next page (the customer's badge runs it while one is left).
    const { user } = answer.data;
    if (user.user_type === 'customer' && holdsGuestCart()) {
      await import('@/features/cart/guest-merge').then(
        (module) => module.mergeGuestCart(user.id),
        () => {},
      );
    }
    const next =
      safeNextPath(new URLSearchParams(window.location.search).get('next')) ?? landingPath(answer.data.user.user_type);
    // Pages prefetched while signed out hold the guard's redirect to /auth: the router's cache is emptied first.
    router.refresh();
    router.replace(next);
  };

  const heading = headings[step.name];
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-md rounded-card bg-white px-5 py-7 shadow-sm ring-1 ring-line md:px-8 md:py-9"
    >
      <div className="mb-6 text-center">
        <span className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <LockIcon />
        </span>
        <h1 id={headingId} className="text-xl font-bold text-ink md:text-2xl">
          {heading.title}
        </h1>
        {heading.subtitle ? <p className="mt-2 text-sm leading-6 text-muted">{heading.subtitle}</p> : null}
      </div>

      {referral && step.name === 'register' ? (
        <p data-referral-welcome className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm leading-6 text-brand-800">
          دعتكِ صديقتكِ إلى وندر بيوتي! سجّلي برقم هاتف جديد، وتصلكِ هدية في محفظتك بعد وصول أول طلب لكِ.
        </p>
      ) : null}

      {expired && step.name !== 'code' ? (
        <p role="alert" className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
          {messages.sessionExpired}
        </p>
      ) : null}

      {step.name === 'mobile' ? (
        <MobileForm
          mobile={mobile}
          notice={step.notice}
          channel={channel}
          onChannelChange={setChannel}
          onCodeSent={(number, by) => {
            setMobile(number);
            setChannel(by);
            setStep({ name: 'code', via: 'login' });
          }}
          onUnknownNumber={(number, notice) => {
            setMobile(number);
            setStep({ name: 'register', notice });
          }}
          onRegister={(number) => {
            setMobile(number);
            setStep({ name: 'register' });
          }}
        />
      ) : null}

      {step.name === 'register' ? (
        <RegisterForm
          mobile={mobile}
          referralCode={referral}
          notice={step.notice}
          channel={channel}
          onChannelChange={setChannel}
          onCodeSent={(number, by) => {
            setMobile(number);
            setChannel(by);
            setStep({ name: 'code', via: 'register' });
          }}
          onAlreadyRegistered={(number, notice) => {
            setMobile(number);
            setStep({ name: 'mobile', notice });
          }}
          onBack={() => setStep({ name: 'mobile' })}
        />
      ) : null}

      {step.name === 'code' ? (
        <CodeForm
          mobile={mobile}
          channel={channel}
          onChannelChange={setChannel}
          onSignedIn={(answer) => void signedIn(answer, step.via)}
          onChangeNumber={() => setStep({ name: 'mobile' })}
        />
      ) : null}
    </section>
  );
}

/** A code from the address as the API reads codes (letters and digits), or '' for anything else. */
function referralFrom(value: string | null): string {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{4,20}$/.test(code) ? code : '';
}

function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
      <circle cx="12" cy="15.5" r="1.2" fill="currentColor" />
    </svg>
  );
}
