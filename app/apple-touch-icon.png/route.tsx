import { ImageResponse } from 'next/og';
import { TOUCH_ICON } from '@/components/link-preview/link-preview';
import { siteIconSvg } from '@/components/link-preview/site-icon';
import { TouchIcon } from '@/components/link-preview/touch-icon';

// Rendered once by the build into apple-touch-icon.png (Next's apple-icon convention would, under
// output: 'export', write a file without an extension).
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  return new ImageResponse(<TouchIcon icon={await siteIconSvg()} />, { width: TOUCH_ICON.size, height: TOUCH_ICON.size });
}
