import { gateScript, primaryFamily } from './gate-script';
import styles from './page-gate.module.css';

type FontFamilies = { sans: string; serif: string };

/** Goes in <head>: closes the gate before the body is parsed. */
export function PageGateScript({ fonts }: { fonts: FontFamilies }) {
  const script = gateScript({ sans: primaryFamily(fonts.sans), serif: primaryFamily(fonts.serif) });
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/** Shown only while the gate is closed (see globals.css); absent to assistive tech otherwise. */
export function PageGateSpinner() {
  return (
    <div className={styles.gate} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading</span>
    </div>
  );
}
