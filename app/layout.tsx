import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { profile } from '@/lib/profile';
import '@/styles/globals.css';

export const metadata: Metadata = {
  title: `${profile.name} · Full-stack developer`,
  description: profile.hero.headline,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
