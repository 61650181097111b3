import { expect, test } from '@playwright/test';
import { profile } from '../lib/profile';
import { backendClient } from './backend';

test('the built page shows the headline, every project and every role from the backend', async ({ page }) => {
  const supabase = backendClient();
  const [projects, roles] = await Promise.all([
    supabase.from('projects').select('id,title').order('id'),
    supabase.from('roles').select('id,company').order('id'),
  ]);
  expect(projects.error).toBeNull();
  expect(roles.error).toBeNull();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.hero.headline);

  const cards = page.getByTestId('project-card');
  await expect(cards).toHaveCount(projects.data?.length ?? -1);
  for (const [index, project] of (projects.data ?? []).entries()) {
    await expect(cards.nth(index).getByTestId('project-title')).toHaveText(project.title);
  }
  for (const role of roles.data ?? []) {
    await expect(page.getByText(role.company, { exact: true }).first()).toBeAttached();
  }
});
