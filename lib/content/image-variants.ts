/**
 * What the build's images are and what the card asks of them, shared by the build (project-images.ts)
 * and the card, which must not import the build's Node code.
 */

/** One project's image as the build made it: `<name>-<width>.<avif|webp>` under /media/. */
export type MadeImage = { name: string; width: number; height: number; widths: number[] };

/** By `imageKey`: the card shows an image only if the build made it for that project and that source. */
export type MadeImages = Record<string, MadeImage>;

export const imageKey = (id: number, source: string): string => `${id} ${source}`;

/**
 * A phone's card at DPR 1, 2 and 3 each get the next width up with little to spare; a two-column desktop card
 * takes the second and the widest. Desktop DPR 3 gets the widest too: bytes kept over sharpness no one sees.
 */
export const IMAGE_WIDTHS = [360, 540, 840, 1080] as const;

/** How wide the card's image is, as projects.module.css lays it out: the `sizes` of its srcset. */
export const IMAGE_SIZES = '(min-width: 768px) min(calc(50vw - 6.5rem), 31rem), calc(100vw - 6.5rem)';

/** How wide a case study's image is, as case-study.module.css lays it out (a 46rem column, 1rem padding). */
export const LARGE_IMAGE_SIZES = '(min-width: 46rem) 44rem, calc(100vw - 2rem)';
