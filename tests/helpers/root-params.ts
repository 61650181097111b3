/**
 * next/root-params for Jest: Next's compiler replaces the module in a build, and Jest has none. A
 * component test renders the default language's page, which has no segment.
 */
export async function locale(): Promise<string[] | undefined> {
  return undefined;
}
