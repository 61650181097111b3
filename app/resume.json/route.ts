import { defaultLocale } from '@/lib/languages';
import { resumeJsonResponse } from '../language-files';

// Made once by the build into resume.json (JSON Resume), from the content the page was built from.
export const dynamic = 'force-static';

export const GET = () => resumeJsonResponse(defaultLocale);
