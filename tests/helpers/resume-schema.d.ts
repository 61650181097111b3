/** resume-schema ships no types: its validator, as the résumé's unit test calls it. */
declare module 'resume-schema' {
  export function validate(resume: unknown, callback: (error: unknown, result: { valid: boolean }) => void): void;
  export const schema: object;
}
