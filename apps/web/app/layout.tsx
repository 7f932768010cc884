import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { fontsAfterLoadScript } from '@/features/shell/fonts-after-load';
import { consentDefaultsScript } from '@/lib/consent-mode';
import { NONCE_HEADER } from '@/lib/content-security-policy';
import { SITE_DESCRIPTION, SITE_NAME, siteUrl } from '@/lib/site';
import './globals.css';

/**
 * The document both parts of the app share: Arabic, right to left, the stylesheet and the fonts. The store's shell
 * (header, footer, banners, popups) is `(store)/layout.tsx` and the staff desk's is `admin/layout.tsx`, so neither
 * carries the other's components or JavaScript.
 */
export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: `${SITE_NAME} | منتجات التجميل والعناية في العراق`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { type: 'website', siteName: SITE_NAME, locale: 'ar_IQ' },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#d12d66',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request makes every page render per request: its scripts must carry the nonce of the response's
  // Content-Security-Policy (proxy.ts).
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    // The fonts script may add a class to <html> before React hydrates it.
    <html lang="ar" dir="rtl" suppressHydrationWarning>
      <head>
        {/* First of all: Consent Mode's defaults (all denied) and the stored choice (lib/consent-mode.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of ours, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentDefaultsScript }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of ours, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: fontsAfterLoadScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
