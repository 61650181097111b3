import type { ReactNode } from 'react';
import { EarlyClickReplay } from '@/components/first-paint/early-click-replay';
import { BeforePaintScript } from '@/components/first-paint/before-paint-script';
import { PageGateSpinner } from '@/components/first-paint/page-gate';
import { MotionProvider } from '@/components/motion/motion-provider';
import { PreloadErrorReload } from '@/components/preload-error-reload';
import { EmotionRegistry } from '@/components/style/emotion-registry';
import { themeCss } from '@/components/theme/theme-css';
import { siteUrl } from '@/lib/config';
import { designTokensCss } from '@/lib/design-tokens';
import { direction, type Language } from '@/lib/languages';
import { fraunces, inter } from './fonts';
import { personJsonLd } from './structured-data';
import '@/styles/globals.css';

/**
 * The document every page of the site shares, in one language: the languages' pages, the page of every
 * project, the case studies and the 404. `gate`: the spec's spinner, until the fonts and the page's load.
 */
export function SiteDocument({ language, children, gate = true }: { language: Language; children: ReactNode; gate?: boolean }) {
  const { locale, messages } = language;
  return (
    // The before-paint script adds a class and the theme's attribute to <html> before React hydrates.
    <html lang={locale} dir={direction(locale)} className={`${inter.variable} ${fraunces.variable}`} suppressHydrationWarning>
      <head>
        <BeforePaintScript fonts={{ sans: inter.style.fontFamily, serif: fraunces.style.fontFamily }} gate={gate} />
        <style dangerouslySetInnerHTML={{ __html: designTokensCss() + themeCss() }} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: personJsonLd(siteUrl(), language) }} />
      </head>
      <body>
        {gate && <PageGateSpinner label={messages.gate.loading} />}
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
