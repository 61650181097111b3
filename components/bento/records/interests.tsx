import { tableIn } from '@/lib/content/build-content';
import { textLanguage } from '@/lib/content/fallback';
import type { Interest } from '@/lib/content/types';
import { pageLocale, pageMessages } from '@/lib/languages/page-language';
import { RecordSection } from './record-section';
import styles from './records.module.css';

export async function Interests() {
  return <InterestsSection items={await tableIn('interests', await pageLocale())} />;
}

export async function InterestsSection({ items }: { items: Interest[] }) {
  if (items.length === 0) return null;
  const { records } = await pageMessages();
  return (
    <RecordSection id="interests" heading={records.interests} listClassName={styles.interests}>
      {items.map((interest) => (
        <li key={interest.id} className={styles.interest}>
          <h3 className={styles.title} {...textLanguage(interest, 'name')}>
            {interest.name}
          </h3>
          {interest.keywords.length > 0 && (
            <ul className={styles.keywords}>
              {interest.keywords.map((keyword, index) => (
                <li key={index} className={styles.keyword} {...textLanguage(interest, `keywords.${index}`)}>
                  {keyword}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </RecordSection>
  );
}
