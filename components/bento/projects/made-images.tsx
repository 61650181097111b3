'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { imageKey, type MadeImage, type MadeImages } from '@/lib/content/image-variants';

type Made = { images: MadeImages; base: string };

/** Outside a provider (a test, a page without images) no card shows an image. */
const MadeImagesContext = createContext<Made>({ images: {}, base: '' });

/** The images the build made and where it put them, for every card below: those of the build and those a refresh brings. */
export function MadeImagesProvider({ images, base, children }: Made & { children: ReactNode }) {
  return <MadeImagesContext.Provider value={{ images, base }}>{children}</MadeImagesContext.Provider>;
}

/** The build's image for this project and this source, or null: a refresh may bring a source the build never made. */
export function useMadeImage(project: { id: number; image?: string; imageAlt?: string }): (MadeImage & { base: string }) | null {
  const { images, base } = useContext(MadeImagesContext);
  if (!project.image || !project.imageAlt?.trim()) return null;
  const image = images[imageKey(project.id, project.image)];
  return image ? { ...image, base } : null;
}
