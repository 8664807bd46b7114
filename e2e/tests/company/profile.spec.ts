// The owner completes the company profile — a field, the registered address, a logo and an insurance
// document sent as one multipart form from the browser — and adds a location that becomes primary.
// The values are read back from the API after a reload. (One language: the texts are covered by component tests.)
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { companyText } from '../../support/texts';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the owner completes the company profile and adds a location', async ({ page }) => {
  const t = (key: string, vars?: Record<string, string>) => companyText('en', key, vars);
  const tag = Date.now().toString(36);
  await signInThroughApi(page, DEMO.owner);
  await page.goto('/company/profile');
  await expect(page.getByRole('heading', { level: 1, name: t('profile.title'), exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: t('profile.fields.legalName'), exact: true }).fill(`Green Park Sports LLC ${tag}`);
  const registered = page.getByRole('group', { name: t('profile.address.registered') });
  for (const [part, value] of [['street', '120 Stadium Way'], ['city', 'Boston'], ['state', 'MA'], ['postalCode', '02115'], ['country', 'US']] as const) {
    await registered.getByRole('textbox', { name: t(`profile.address.${part}`) }).fill(value);
  }
  await page.locator('input[type="file"][accept^="image/"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.getByRole('button', { name: t('profile.save'), exact: true }).click();
  await expect(page.getByText(t('profile.messages.updated'), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: t('profile.logo.alt', { name: 'Green Park Sports' }) })).toBeVisible();

  await page.locator('input[type="file"][accept^="application/pdf"]').setInputFiles({ name: `insurance-${tag}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: t('profile.documents.upload'), exact: true }).click();
  await expect(page.getByText(`insurance-${tag}.pdf`)).toBeVisible();

  await page.getByRole('button', { name: t('profile.locations.add'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('profile.locations.addTitle') });
  await dialog.getByRole('textbox', { name: t('profile.locations.name') }).fill(`Harbour ${tag}`);
  for (const [part, value] of [['street', '9 Pier Rd'], ['city', 'Salem'], ['state', 'MA'], ['postalCode', '01970'], ['country', 'US']] as const) {
    await dialog.getByRole('textbox', { name: t(`profile.address.${part}`) }).fill(value);
  }
  await dialog.getByRole('button', { name: t('employees.form.save'), exact: true }).click();
  const harbour = page.getByRole('list', { name: t('profile.locations.title') }).getByRole('listitem').filter({ hasText: `Harbour ${tag}` });
  await expect(harbour).toBeVisible();
  const makePrimary = harbour.getByRole('button', { name: t('profile.locations.makePrimary') });
  if (await makePrimary.isVisible()) await makePrimary.click();
  await expect(harbour).toContainText(t('profile.locations.primary'));

  await page.reload();
  await expect(page.getByRole('textbox', { name: t('profile.fields.legalName'), exact: true })).toHaveValue(`Green Park Sports LLC ${tag}`);
  await expect(registered.getByRole('textbox', { name: t('profile.address.city') })).toHaveValue('Boston');
  await expect(page.getByText(`insurance-${tag}.pdf`)).toBeVisible();
});
