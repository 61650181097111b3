import type { LanguageMark } from '@/lib/content/fallback';
import { IMAGE_SIZES, LARGE_IMAGE_SIZES, type MadeImage } from '@/lib/content/image-variants';
import styles from './projects.module.css';

/** A placeholder colour from the palette, by project, so a page of cards does not read as one block while they load. */
const TONES = [styles.tonePink, styles.toneLavender, styles.toneGreen, styles.toneOrange];

const srcset = (base: string, { name, widths }: MadeImage, ext: 'avif' | 'webp') => widths.map((width) => `${base}${name}-${width}.${ext} ${width}w`).join(', ');

type ProjectImageProps = { id: number; image: MadeImage; alt: string; base: string; language?: LanguageMark; large?: boolean; priority?: boolean };

/**
 * A project's image, as the build made it: the card's, or a case study's, `large`, the column's width.
 * Lazy, but for a `priority` one, the case study's own, which is its page's largest paint and is asked
 * for first. The box is sized by the width and height attributes (the source's aspect ratio) before a
 * byte arrives, so nothing shifts; no inline style, which the CSP would have to hash.
 */
export function ProjectImage({ id, image, alt, base, language, large = false, priority = false }: ProjectImageProps) {
  const fallback = image.widths.find((width) => width >= 540) ?? image.widths.at(-1)!;
  const sizes = large ? LARGE_IMAGE_SIZES : IMAGE_SIZES;
  return (
    <picture className={large ? styles.largePicture : styles.picture} data-testid="project-image">
      <source type="image/avif" srcSet={srcset(base, image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(base, image, 'webp')} sizes={sizes} />
      <img
        className={`${large ? styles.largeImage : styles.image} ${TONES[id % TONES.length]}`}
        src={`${base}${image.name}-${fallback}.webp`}
        width={image.width}
        height={image.height}
        alt={alt}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
        {...language}
      />
    </picture>
  );
}
