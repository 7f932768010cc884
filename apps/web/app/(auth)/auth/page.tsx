import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/ui/layout';

export const metadata: Metadata = { title: 'تسجيل الدخول' };

export default function AuthPage() {
  return (
    <ComingSoonPage
      title="تسجيل الدخول"
      description="تسجيل الدخول برقم الهاتف ورمز التحقق سيتوفر قريباً. يمكنك حتى ذلك الحين تصفح المنتجات والعروض كما تشاء."
    />
  );
}
