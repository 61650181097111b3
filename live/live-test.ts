import { test, type APIRequestContext } from '@playwright/test';

/** A line in the live checks' report beside a check that passed: what it found, for the reader. */
export const note = (description: string) => test.info().annotations.push({ type: 'note', description });

/** A published file's text; anything but a 200 is the check's failure, naming the address. */
export async function fetchText(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { failOnStatusCode: false });
  if (response.status() !== 200) throw new Error(`${url} answered HTTP ${response.status()}`);
  return response.text();
}
