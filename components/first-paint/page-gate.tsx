import { gateScript, primaryFamily } from './gate-script';
import styles from './page-gate.module.css';

type FontFamilies = { sans: string; serif: string };

export function PageGateScript({ fonts }: { fonts: FontFamilies }) {
  const script = gateScript({ sans: primaryFamily(fonts.sans), serif: primaryFamily(fonts.serif) });
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

export function PageGateSpinner() {
  return (
    <div className={styles.gate} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading</span>
    </div>
  );
}
