import { tableIn } from '@/lib/content/build-content';
import { textLanguage } from '@/lib/content/fallback';
import type { SpokenLanguage } from '@/lib/content/types';
import { pageLocale, pageMessages } from '@/lib/languages/page-language';
import { RecordSection } from './record-section';
import styles from './records.module.css';

export async function SpokenLanguages() {
  return <SpokenLanguagesSection items={await tableIn('spoken_languages', await pageLocale())} />;
}

/** A line each: a language is a word or two, its own heading would only lengthen the outline. */
export async function SpokenLanguagesSection({ items }: { items: SpokenLanguage[] }) {
  if (items.length === 0) return null;
  const { records } = await pageMessages();
  return (
    <RecordSection id="spoken-languages" heading={records.languages}>
      {items.map((item) => (
        <li key={item.id} className={styles.pair}>
          <span className={styles.title} {...textLanguage(item, 'language')}>
            {item.language}
          </span>
          {item.fluency && (
            <span className={styles.fluency} {...textLanguage(item, 'fluency')}>
              {item.fluency}
            </span>
          )}
        </li>
      ))}
    </RecordSection>
  );
}
