import { defaultLocale } from '@/lib/languages';
import { resumePdfResponse } from '../language-files';

// Made once by the build into resume.pdf, from the content the page was built from.
export const dynamic = 'force-static';

export const GET = () => resumePdfResponse(defaultLocale);
