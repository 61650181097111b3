/** Types for the one helper of processes.mjs that a TypeScript test uses. */
export function freePort(): Promise<number>;
