import { THEME_COLORS } from '@/components/theme/tokens';
import { HERO_TAGS } from '@/lib/constants';
import { PREVIEW_IMAGE } from './link-preview';
import { SANS, SERIF } from './card-fonts';
import { svgDataUri } from './svg-data-uri';

/** The light theme's tokens as values: satori reads no stylesheet. */
const LIGHT = THEME_COLORS.light;

export const CARD_COLORS = {
  background: LIGHT.pageBg,
  ink: LIGHT.ink, // the name and the headline
  muted: LIGHT.inkMuted, // the site's address
  jobTitle: LIGHT.darkGreen,
} as const;

/** As on the page's hero tags. */
export function chipColors(index: number): { background: string; color: string } {
  const color = HERO_TAGS.colors[index % HERO_TAGS.colors.length]!;
  return { background: LIGHT[color], color: color === 'darkGreen' ? LIGHT.darkGreenInk : LIGHT.paletteInk };
}

const PADDING = 72;
const ICON_SIZE = 112;
const GAP = 32;
const NAME_WIDTH = PREVIEW_IMAGE.width - 2 * PADDING - ICON_SIZE - GAP;
const CHIP_HEIGHT = 56;

/** Taking Inter Bold's average glyph as 0.6 em, a long name shrinks before it wraps. */
function nameSize(name: string, max = 84, min = 52): number {
  return Math.max(min, Math.min(max, Math.floor(NAME_WIDTH / (name.length * 0.6))));
}

export type PreviewCardProps = {
  name: string;
  jobTitle: string;
  headline: string;
  tags: readonly string[];
  host: string;
  icon: string;
};

/** Sized to read as a thumbnail: chat apps show it at a fraction of its size. */
export function PreviewCard({ name, jobTitle, headline, tags, host, icon }: PreviewCardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${PADDING - 8}px ${PADDING}px`,
        background: CARD_COLORS.background,
        color: CARD_COLORS.ink,
        fontFamily: SANS,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: GAP }}>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: nameSize(name), fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.1 }}>{name}</div>
          <div style={{ marginTop: 8, fontSize: 38, fontWeight: 600, color: CARD_COLORS.jobTitle }}>{jobTitle}</div>
          <div style={{ marginTop: 10, fontSize: 26, fontWeight: 600, color: CARD_COLORS.muted }}>{host}</div>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
        <img alt="" width={ICON_SIZE} height={ICON_SIZE} src={svgDataUri(icon)} />
      </div>
      <div
        style={{
          display: 'block',
          fontFamily: SERIF,
          fontWeight: 400,
          fontSize: headline.length > 110 ? 40 : 52,
          lineHeight: 1.2,
          letterSpacing: '-0.01em',
          lineClamp: 3,
        }}
      >
        {headline}
      </div>
      {/* One row: tags that do not fit wrap onto a second row, which is cut off whole. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, height: CHIP_HEIGHT, overflow: 'hidden' }}>
        {tags.map((tag, index) => (
          <div
            key={tag}
            style={{
              ...chipColors(index),
              height: CHIP_HEIGHT,
              display: 'flex',
              alignItems: 'center',
              padding: '0 20px',
              borderRadius: CHIP_HEIGHT / 2,
              fontSize: 26,
              fontWeight: 600,
            }}
          >
            {tag}
          </div>
        ))}
      </div>
    </div>
  );
}
