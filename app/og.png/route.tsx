import { ImageResponse } from 'next/og';
import { cardFonts } from '@/components/link-preview/card-fonts';
import { PREVIEW_IMAGE } from '@/components/link-preview/link-preview';
import { PreviewCard } from '@/components/link-preview/preview-card';
import { siteIconSvg } from '@/components/link-preview/site-icon';
import { basePath, siteUrl } from '@/lib/config';
import { profile } from '@/lib/profile';

// Rendered once by the build into og.png. Not Next's opengraph-image convention: under
// output: 'export' that writes a file without an extension, which hosts serve as octet-stream.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const url = siteUrl();
  const card = (
    <PreviewCard
      name={profile.name}
      jobTitle={profile.jobTitle}
      headline={profile.hero.headline}
      tags={profile.hero.tags}
      host={`${url.host}${basePath(url)}`}
      icon={await siteIconSvg()}
    />
  );
  return new ImageResponse(card, { width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height, fonts: await cardFonts() });
}
