import { tableIn } from '@/lib/content/build-content';
import { textLanguage } from '@/lib/content/fallback';
import type { Publication } from '@/lib/content/types';
import { pageLocale, pageMessages } from '@/lib/languages/page-language';
import { Linked, RecordSection, When } from './record-section';
import styles from './records.module.css';

export async function Publications() {
  return <PublicationsSection items={await tableIn('publications', await pageLocale())} />;
}

export async function PublicationsSection({ items }: { items: Publication[] }) {
  if (items.length === 0) return null;
  const [{ records, common }, locale] = await Promise.all([pageMessages(), pageLocale()]);
  return (
    <RecordSection id="publications" heading={records.publications}>
      {items.map((publication) => (
        <li key={publication.id} className={styles.item}>
          <h3 className={styles.title}>
            <Linked url={publication.url} newTabNote={common.opensInNewTab}>
              <span {...textLanguage(publication, 'name')}>{publication.name}</span>
            </Linked>
          </h3>
          {(publication.publisher || publication.releaseDate) && (
            <p className={styles.meta}>
              {publication.publisher && <span {...textLanguage(publication, 'publisher')}>{publication.publisher}</span>}
              {publication.releaseDate && <When date={publication.releaseDate} locale={locale} />}
            </p>
          )}
          {publication.summary && <p {...textLanguage(publication, 'summary')}>{publication.summary}</p>}
        </li>
      ))}
    </RecordSection>
  );
}
