import type { Metadata } from 'next';
import { basePath } from '@/lib/config';
import { messages } from '@/lib/i18n';
import { profile } from '@/lib/profile';
import styles from './not-found.module.css';

const { notFound } = messages;

export const metadata: Metadata = {
  title: notFound.title(profile.name),
  robots: { index: false },
};

/** Exported as 404.html: what a static host serves for any address the site does not have. */
export default function NotFound() {
  return (
    <main className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{notFound.heading}</h1>
      <p className={styles.text}>{notFound.text}</p>
      {/* A plain link: next/link would add 3 KiB of client code to every page's bundle. So the
          base path that next/link would have added is added here. */}
      <a href={`${basePath()}/`} className={styles.link}>
        {notFound.back(profile.name)}
      </a>
    </main>
  );
}
