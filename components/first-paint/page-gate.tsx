import { beforePaintScript, pageBeforePaintConfig } from './before-paint';
import styles from './page-gate.module.css';

export function PageGateScript({ fonts }: { fonts: { sans: string; serif: string } }) {
  return <script dangerouslySetInnerHTML={{ __html: beforePaintScript(pageBeforePaintConfig(fonts)) }} />;
}

/** `label`: the spinner's status in the page's language. */
export function PageGateSpinner({ label }: { label: string }) {
  return (
    <div className={styles.gate} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
