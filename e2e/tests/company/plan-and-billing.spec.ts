// A customer turns their account into a company account, then, as its owner, adds a card, moves from the
// free Basic plan to Premium (charged pro rata by the test card processor), finds the invoice in the billing
// history and downloads it as a PDF. The usage meters follow the plan. (One language: the texts of these
// pages in French and Arabic are covered by component tests.)
import { test, expect } from '../../support/fixtures';
import { newUser, registerThroughApi } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { companyText } from '../../support/texts';

test('a customer creates a company, upgrades its plan with a card and downloads the invoice', async ({ page }) => {
  const t = (key: string, vars?: Record<string, string>) => companyText('en', key, vars);
  const user = newUser('plan');
  const companyName = `Plan Journey ${Date.now().toString(36)}`;
  await registerThroughApi(page.request, user);
  await signInThroughApi(page, user);

  await page.goto('/company/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: t('upgrade.create.title'), exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: t('upgrade.create.companyName') }).fill(companyName);
  await page.getByRole('button', { name: t('upgrade.create.submit'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/profile', { timeout: 20_000 });

  await page.goto('/company/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: t('upgrade.billing.title'), exact: true })).toBeVisible();
  const fields = page.getByRole('progressbar', { name: t('upgrade.usage.fields') });
  await expect(fields).toHaveAttribute('aria-valuemax', '3');
  await expect(page.getByRole('listitem', { name: t('upgrade.planNames.basic') })).toContainText(t('upgrade.plans.current'));

  // A paid plan needs a card: add the processor's test card first.
  await page.getByRole('button', { name: t('upgrade.methods.add'), exact: true }).first().click();
  const cardDialog = page.getByRole('dialog', { name: t('upgrade.cardForm.title') });
  await cardDialog.getByRole('textbox', { name: t('upgrade.cardForm.number') }).fill('4242424242424242');
  await cardDialog.getByRole('combobox', { name: t('upgrade.cardForm.expMonth') }).selectOption('12');
  await cardDialog.getByRole('combobox', { name: t('upgrade.cardForm.expYear') }).selectOption(String(new Date().getFullYear() + 3));
  await cardDialog.getByRole('textbox', { name: t('upgrade.cardForm.cvc') }).fill('123');
  await cardDialog.getByRole('textbox', { name: t('upgrade.cardForm.holder') }).fill('Dana Plan');
  await cardDialog.getByRole('button', { name: t('upgrade.cardForm.submit'), exact: true }).click();
  await expect(cardDialog).toBeHidden();
  await expect(page.getByRole('list', { name: t('upgrade.methods.listLabel') })).toContainText('4242');

  const premium = t('upgrade.planNames.premium');
  await page.getByRole('listitem', { name: premium }).getByRole('button', { name: t('upgrade.plans.upgrade', { plan: premium }) }).click();
  const confirm = page.getByRole('dialog', { name: t('upgrade.change.upgradeTitle', { plan: premium }) });
  await confirm.getByRole('button', { name: t('upgrade.change.confirm'), exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('listitem', { name: premium })).toContainText(t('upgrade.plans.current'));
  await expect(fields).toHaveAttribute('aria-valuemax', '25');

  const history = page.getByRole('table', { name: t('upgrade.history.title') });
  const row = history.getByRole('row').filter({ hasText: t('upgrade.history.kinds.upgrade', { from: t('upgrade.planNames.basic'), plan: premium }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(t('upgrade.history.status.paid'));
  const number = (await row.textContent())?.match(/INV-\d{4}-\d{6}/)?.[0];
  expect(number, 'the invoice number is shown').toBeTruthy();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: t('upgrade.history.download', { number: number! }) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await download.path();
  expect(pdf).toBeTruthy();

  // The server agrees: the company is on Premium and one invoice was charged.
  const subscription = await page.evaluate(async () => {
    const token = Object.entries(localStorage).find(([key]) => key.endsWith('access_token'))?.[1];
    const response = await fetch('/api/v1/companies/subscription', { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as { data: { plan: string; status: string } };
  });
  expect(subscription.data).toMatchObject({ plan: 'premium', status: 'active' });
});
