import path from 'node:path';
import { exportDir } from '../../lib/config';
import { ROOT } from './root';

export const exportPath = (env?: Partial<Record<string, string>>): string => path.resolve(ROOT, exportDir(env));
