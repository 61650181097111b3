import { tableIn } from '@/lib/content/build-content';
import { textLanguage } from '@/lib/content/fallback';
import type { Volunteer as VolunteerItem } from '@/lib/content/types';
import { pageLocale, pageMessages } from '@/lib/languages/page-language';
import { Linked, Period, RecordSection } from './record-section';
import styles from './records.module.css';

export async function Volunteer() {
  return <VolunteerSection items={await tableIn('volunteer', await pageLocale())} />;
}

export async function VolunteerSection({ items }: { items: VolunteerItem[] }) {
  if (items.length === 0) return null;
  const [{ records, common, resume }, locale] = await Promise.all([pageMessages(), pageLocale()]);
  return (
    <RecordSection id="volunteer" heading={records.volunteer}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <h3 className={styles.title}>
            <Linked url={item.url} newTabNote={common.opensInNewTab}>
              <span {...textLanguage(item, 'organization')}>{item.organization}</span>
            </Linked>
          </h3>
          {item.position && (
            <p className={styles.role} {...textLanguage(item, 'position')}>
              {item.position}
            </p>
          )}
          {(item.startDate || item.endDate) && (
            <p className={styles.meta}>
              <Period start={item.startDate} end={item.endDate} locale={locale} present={resume.present} />
            </p>
          )}
          {item.summary && <p {...textLanguage(item, 'summary')}>{item.summary}</p>}
          {item.highlights.length > 0 && (
            <ul className={styles.highlights}>
              {item.highlights.map((highlight, index) => (
                <li key={index} {...textLanguage(item, `highlights.${index}`)}>
                  {highlight}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </RecordSection>
  );
}
