export function exportDir(env?: Partial<Record<string, string>>): string;
export function exportPath(env?: Partial<Record<string, string>>): string;
