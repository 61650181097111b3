import { defaultLocale } from '@/lib/languages';
import { previewImageResponse } from '../language-files';

// Rendered once by the build into og.png. Not Next's opengraph-image convention: under
// output: 'export' that writes a file without an extension, which hosts serve as octet-stream.
export const dynamic = 'force-static';

export const GET = () => previewImageResponse(defaultLocale);
