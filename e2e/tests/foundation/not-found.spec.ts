// Any path outside the route table shows the not-found page, inside the layout, with Go Home and Go Back.
import { test, expect } from '../../support/fixtures';
import { Shell } from '../../support/shell';

test('an unknown path shows the not-found page; Go Back and Go Home work', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await expect(shell.topBar).toBeVisible();

  await page.goto('/no-such-page/at-all');
  await expect(shell.main.getByRole('heading', { level: 1, name: shell.t('notFound.title') })).toBeVisible();
  await expect(shell.topBar).toBeVisible();
  await expect(shell.footer).toBeVisible();
  const goHome = shell.main.getByRole('link', { name: shell.t('common.goHome'), exact: true });
  const goBack = shell.main.getByRole('button', { name: shell.t('common.goBack'), exact: true });
  await expect(goHome).toBeVisible();
  await expect(goBack).toBeVisible();

  await goBack.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.goto('/another/unknown');
  await expect(shell.main.getByRole('heading', { level: 1, name: shell.t('notFound.title') })).toBeVisible();
  await goHome.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(shell.main.getByRole('heading', { level: 1, name: shell.t('notFound.title') })).toHaveCount(0);
});
