import { PreloadHandledError } from '@/lib/lazy-chunks';
import { createContentClient } from '@/lib/content/supabase-client';
import { refreshTable } from './refresh';

// The database client's own chunk is what fails here; the data path itself runs in queries.test.ts.
jest.mock('@/lib/content/supabase-client', () => ({ createContentClient: jest.fn() }));

const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };

describe('a refresh whose database client cannot be loaded', () => {
  it('answers null and logs nothing when a preload-error listener took the failure over (the page is reloading)', async () => {
    jest.mocked(createContentClient).mockRejectedValue(new PreloadHandledError(new Error('chunk gone')));
    const errorLog = jest.spyOn(console, 'error');
    await expect(refreshTable('projects', hosted, null)).resolves.toBeNull();
    await expect(refreshTable('roles', hosted, null)).resolves.toBeNull();
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('answers null and logs the failure when nobody took it over', async () => {
    const error = new Error('chunk gone');
    jest.mocked(createContentClient).mockRejectedValue(error);
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(refreshTable('projects', hosted, null)).resolves.toBeNull();
    expect(errorLog).toHaveBeenCalledWith('Projects fetch failed; keeping the projects shown.', error);
  });
});
