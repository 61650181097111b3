export function scriptTags(html: string): Array<{ tag: string; src: string; noModule: boolean }>;
export function frameworkScripts(html: string): { scripts: string[]; noModule: string[] };
export function deferFramework(html: string): string;
