import { tableIn } from '@/lib/content/build-content';
import { textLanguage } from '@/lib/content/fallback';
import type { Certificate } from '@/lib/content/types';
import { pageLocale, pageMessages } from '@/lib/languages/page-language';
import { Linked, RecordSection, When } from './record-section';
import styles from './records.module.css';

export async function Certificates() {
  return <CertificatesSection items={await tableIn('certificates', await pageLocale())} />;
}

export async function CertificatesSection({ items }: { items: Certificate[] }) {
  if (items.length === 0) return null;
  const [{ records, common }, locale] = await Promise.all([pageMessages(), pageLocale()]);
  return (
    <RecordSection id="certificates" heading={records.certificates}>
      {items.map((certificate) => (
        <li key={certificate.id} className={styles.item}>
          <h3 className={styles.title}>
            <Linked url={certificate.url} newTabNote={common.opensInNewTab}>
              <span {...textLanguage(certificate, 'name')}>{certificate.name}</span>
            </Linked>
          </h3>
          {(certificate.issuer || certificate.date) && (
            <p className={styles.meta}>
              {certificate.issuer && <span {...textLanguage(certificate, 'issuer')}>{certificate.issuer}</span>}
              {certificate.date && <When date={certificate.date} locale={locale} />}
            </p>
          )}
        </li>
      ))}
    </RecordSection>
  );
}
