import { messages } from '@/lib/i18n';
import { beforePaintScript, pageBeforePaintConfig } from './before-paint';
import styles from './page-gate.module.css';

export function PageGateScript({ fonts }: { fonts: { sans: string; serif: string } }) {
  return <script dangerouslySetInnerHTML={{ __html: beforePaintScript(pageBeforePaintConfig(fonts)) }} />;
}

export function PageGateSpinner() {
  return (
    <div className={styles.gate} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{messages.gate.loading}</span>
    </div>
  );
}
