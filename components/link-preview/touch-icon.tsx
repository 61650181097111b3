import { THEME_COLORS } from '@/components/theme/tokens';
import { TOUCH_ICON } from './link-preview';
import { svgDataUri } from './svg-data-uri';

// A value, not var(--card-dark): satori reads no stylesheet. public/icon.svg draws on the same colour.
const CARD_DARK = THEME_COLORS.light.cardDark;

/** A full square: iOS rounds the corners itself and fills transparent ones with black. */
export function TouchIcon({ icon }: { icon: string }) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', background: CARD_DARK }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
      <img alt="" width={TOUCH_ICON.size} height={TOUCH_ICON.size} src={svgDataUri(icon)} />
    </div>
  );
}
