import path from 'node:path';
import { exportDir } from '../../lib/config';
import { ROOT } from './root';

/** Where `npm run build` exports the site (lib/config.ts's exportDir: out/, or NEXT_EXPORT_DIR), as an absolute path. */
export const exportPath = (env?: Partial<Record<string, string>>): string => path.resolve(ROOT, exportDir(env));
