import type { Metadata } from 'next';
import { Container } from '@/components/ui/layout';
import { AuthFlow } from '@/features/account/auth/AuthFlow';

export const metadata: Metadata = { title: 'تسجيل الدخول' };

/**
 * /auth (spec §2): sign in or register with a mobile number and a one-time code. Static: `proxy.ts` sends a
 * signed-in shopper on before this renders, and the form reads `next` and `reason` from the address itself.
 */
export default function AuthPage() {
  return (
    <Container className="py-8 md:py-14">
      <AuthFlow />
      <p className="mx-auto mt-5 max-w-md text-center text-xs leading-6 text-muted">
        بتسجيل الدخول أنت توافق على{' '}
        <a href="/terms" className="text-brand-700 underline underline-offset-4">
          الشروط والأحكام
        </a>{' '}
        و
        <a href="/privacy-policy" className="text-brand-700 underline underline-offset-4">
          سياسة الخصوصية
        </a>
        .
      </p>
    </Container>
  );
}
