export function buildId(env?: Partial<Record<string, string>>): string;
