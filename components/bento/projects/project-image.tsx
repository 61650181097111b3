import type { LanguageMark } from '@/lib/content/fallback';
import { IMAGE_SIZES, type MadeImage } from '@/lib/content/image-variants';
import styles from './projects.module.css';

/** A placeholder colour from the palette, by project, so a page of cards does not read as one block while they load. */
const TONES = [styles.tonePink, styles.toneLavender, styles.toneGreen, styles.toneOrange];

const srcset = (base: string, { name, widths }: MadeImage, ext: 'avif' | 'webp') => widths.map((width) => `${base}${name}-${width}.${ext} ${width}w`).join(', ');

/**
 * The card's image, as the build made it. The box is sized by the width and height attributes (the source's
 * aspect ratio) before a byte arrives, so nothing shifts; no inline style, which the CSP would have to hash.
 */
export function ProjectImage({ id, image, alt, base, language }: { id: number; image: MadeImage; alt: string; base: string; language?: LanguageMark }) {
  const fallback = image.widths.find((width) => width >= 540) ?? image.widths.at(-1)!;
  return (
    <picture className={styles.picture} data-testid="project-image">
      <source type="image/avif" srcSet={srcset(base, image, 'avif')} sizes={IMAGE_SIZES} />
      <source type="image/webp" srcSet={srcset(base, image, 'webp')} sizes={IMAGE_SIZES} />
      <img
        className={`${styles.image} ${TONES[id % TONES.length]}`}
        src={`${base}${image.name}-${fallback}.webp`}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        {...language}
      />
    </picture>
  );
}
