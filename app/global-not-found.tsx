import type { Metadata } from 'next';
import { basePath, siteUrl } from '@/lib/config';
import { defaultLocale, loadLanguage } from '@/lib/languages';
import { SiteDocument } from './site-document';
import { siteIcons } from './site-metadata';
import ownPage from '@/components/own-page.module.css';
import styles from './global-not-found.module.css';

/** Global, as the root layout sits in the languages' catch-all; exported as 404.html, in the default language. */
export async function generateMetadata(): Promise<Metadata> {
  const { messages, profile } = await loadLanguage(defaultLocale);
  return { title: messages.notFound.title(profile.name), icons: siteIcons(siteUrl()), robots: { index: false } };
}

export default async function GlobalNotFound() {
  const language = await loadLanguage(defaultLocale);
  const { notFound } = language.messages;
  return (
    <SiteDocument language={language}>
      <main className={styles.page}>
        <p className={styles.code}>404</p>
        <h1 className={ownPage.title}>{notFound.heading}</h1>
        <p className={styles.text}>{notFound.text}</p>
        {/* A plain link: next/link would add 3 KiB of client code to every page's bundle. So the
            base path that next/link would have added is added here. */}
        <a href={`${basePath()}/`} className={`${ownPage.homeLink} ${styles.link}`}>
          {language.messages.common.backTo(language.profile.name)}
        </a>
      </main>
    </SiteDocument>
  );
}
