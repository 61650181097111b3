import type { Metadata } from 'next';
import { basePath } from '@/lib/config';
import { profile } from '@/lib/profile';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: `Page not found · ${profile.name}`,
  robots: { index: false },
};

/** Exported as 404.html: what a static host serves for any address the site does not have. */
export default function NotFound() {
  return (
    <main className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>This page does not exist.</h1>
      <p className={styles.text}>The portfolio lives on a single page.</p>
      {/* A plain link: next/link would add 3 KiB of client code to every page's bundle. So the
          base path that next/link would have added is added here. */}
      <a href={`${basePath()}/`} className={styles.link}>
        Back to {profile.name}
      </a>
    </main>
  );
}
