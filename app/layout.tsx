import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { EarlyClickReplay } from '@/components/first-paint/early-click-replay';
import { PageGateScript, PageGateSpinner } from '@/components/first-paint/page-gate';
import { MotionProvider } from '@/components/motion/motion-provider';
import { PreloadErrorReload } from '@/components/preload-error-reload';
import { EmotionRegistry } from '@/components/style/emotion-registry';
import { THEME_COLOR_METAS, themeCss } from '@/components/theme/theme-css';
import { siteUrl } from '@/lib/config';
import { designTokensCss } from '@/lib/design-tokens';
import { defaultLocale } from '@/lib/i18n';
import { fraunces, inter } from './fonts';
import { siteMetadata } from './site-metadata';
import { personJsonLd } from './structured-data';
import '@/styles/globals.css';

const url = siteUrl();

export const metadata: Metadata = siteMetadata(url);

export const viewport: Viewport = {
  themeColor: THEME_COLOR_METAS,
  // Before any stylesheet applies, the browser's canvas follows the system's scheme.
  colorScheme: 'light dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The gate script adds a class and the theme's attribute to <html> before React hydrates.
    <html lang={defaultLocale} className={`${inter.variable} ${fraunces.variable}`} suppressHydrationWarning>
      <head>
        <PageGateScript fonts={{ sans: inter.style.fontFamily, serif: fraunces.style.fontFamily }} />
        <style dangerouslySetInnerHTML={{ __html: designTokensCss() + themeCss() }} />
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
        <EarlyClickReplay />
      </body>
    </html>
  );
}
