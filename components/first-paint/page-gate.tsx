import styles from './page-gate.module.css';

/** `label`: the spinner's status in the page's language. */
export function PageGateSpinner({ label }: { label: string }) {
  return (
    <div className={styles.gate} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
