import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PageGateScript, PageGateSpinner } from '@/components/page-gate/page-gate';
import { MotionProvider } from '@/components/motion/motion-provider';
import { PreloadErrorReload } from '@/components/preload-error-reload';
import { EmotionRegistry } from '@/components/style/emotion-registry';
import { siteUrl } from '@/lib/config';
import { designTokensCss } from '@/lib/design-tokens';
import { profile } from '@/lib/profile';
import { personJsonLd } from '@/lib/structured-data';
import { fraunces, inter } from './fonts';
import '@/styles/globals.css';

const url = siteUrl();
const title = `${profile.name} · Full-stack developer`;
const description = `${profile.hero.headline} ${profile.hero.subtext}`;

export const metadata: Metadata = {
  metadataBase: url,
  title,
  description,
  alternates: { canonical: '/' },
  openGraph: { type: 'profile', url: '/', title, description, siteName: profile.name, locale: 'en' },
  twitter: { card: 'summary', title, description },
  robots: { index: true, follow: true },
  // <meta name="build-id">: a check of the published site waits until the CDN serves this build.
  other: { 'build-id': process.env.SITE_BUILD_ID ?? '' },
};

export const viewport: Viewport = {
  themeColor: '#faf7f2',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The gate script adds a class to <html> before React hydrates.
    <html lang="en" className={`${inter.variable} ${fraunces.variable}`} suppressHydrationWarning>
      <head>
        <PageGateScript fonts={{ sans: inter.style.fontFamily, serif: fraunces.style.fontFamily }} />
        <style dangerouslySetInnerHTML={{ __html: designTokensCss() }} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: personJsonLd(url) }} />
      </head>
      <body>
        <PageGateSpinner />
        <div className="page">
          <EmotionRegistry>
            <MotionProvider>{children}</MotionProvider>
          </EmotionRegistry>
        </div>
        <PreloadErrorReload />
      </body>
    </html>
  );
}
