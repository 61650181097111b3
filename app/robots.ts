import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  // Relative to the site's own address, so a site under a sub-path names its own sitemap.
  return { rules: { userAgent: '*', allow: '/' }, sitemap: new URL('sitemap.xml', siteUrl()).href };
}
