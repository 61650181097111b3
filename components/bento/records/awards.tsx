import { tableIn } from '@/lib/content/build-content';
import { textLanguage } from '@/lib/content/fallback';
import type { Award } from '@/lib/content/types';
import { pageLocale, pageMessages } from '@/lib/languages/page-language';
import { RecordSection, When } from './record-section';
import styles from './records.module.css';

export async function Awards() {
  return <AwardsSection items={await tableIn('awards', await pageLocale())} />;
}

export async function AwardsSection({ items }: { items: Award[] }) {
  if (items.length === 0) return null;
  const [{ records }, locale] = await Promise.all([pageMessages(), pageLocale()]);
  return (
    <RecordSection id="awards" heading={records.awards}>
      {items.map((award) => (
        <li key={award.id} className={styles.item}>
          <h3 className={styles.title} {...textLanguage(award, 'title')}>
            {award.title}
          </h3>
          {(award.awarder || award.date) && (
            <p className={styles.meta}>
              {award.awarder && <span {...textLanguage(award, 'awarder')}>{award.awarder}</span>}
              {award.date && <When date={award.date} locale={locale} />}
            </p>
          )}
          {award.summary && <p {...textLanguage(award, 'summary')}>{award.summary}</p>}
        </li>
      ))}
    </RecordSection>
  );
}
