// The owner rewords the day-before reminder with placeholders, previews it, sends it to themselves as a test
// (it arrives over SMTP with the values filled in), finds the change in the activity log, then goes back to
// the platform's wording. (The reminder is not asserted by other journeys.)
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { withLanguage } from '../../support/shell';
import { companyText } from '../../support/texts';

// Once, in Arabic, right to left: the test mail comes in Arabic and right to left (the English
// wording and left-to-right mail are the server's template tests').
const lng = 'ar';

test.describe.serial(`[${lng}] e-mail templates and the activity log`, () => {
  const t = (key: string, vars?: Record<string, string>) => companyText(lng, key, vars);
  const tag = `${lng}-${Date.now().toString(36)}`;

  test('the owner rewords a reminder, previews it and receives it as a test over SMTP', async ({ page, mail }) => {
    await signInThroughApi(page, DEMO.owner);
    await page.goto(withLanguage('/company/settings', lng));
    await page.getByRole('link', { name: t('emailTemplates.title'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('emailTemplates.title'), exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: t('emailTemplates.kind'), exact: true }).selectOption({ label: t('emailTemplates.kinds.reminderDayBefore') });
    await page.getByRole('combobox', { name: t('emailTemplates.language'), exact: true }).selectOption(lng);
    const subject = page.getByRole('textbox', { name: new RegExp(`^${t('emailTemplates.subject')}`) });
    await subject.fill(`Tomorrow ${tag}: `);
    await page.getByRole('button', { name: '{{field}}', exact: true }).click();
    await expect(subject).toHaveValue(`Tomorrow ${tag}: {{field}}`);

    await page.getByRole('button', { name: t('emailTemplates.preview.action'), exact: true }).click();
    await expect(page.getByText(t('emailTemplates.preview.subject', { subject: `Tomorrow ${tag}: Centre Court` }), { exact: true })).toBeVisible();
    const frame = page.frameLocator(`iframe[title="${t('emailTemplates.preview.frame')}"]`);
    await expect(frame.locator('body')).toContainText('K7Q2M9PX');

    await page.getByRole('button', { name: t('emailTemplates.save'), exact: true }).click();
    await expect(page.getByText(t('emailTemplates.saved'), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(t('emailTemplates.custom'), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: t('emailTemplates.test'), exact: true }).click();
    const sent = await mail.waitForMail(DEMO.owner.email, { subject: new RegExp(`^Tomorrow ${tag}: Centre Court$`) });
    expect(sent.html).toContain('dir="rtl"');
  });

  test('the change is in the activity log; the owner goes back to the default wording', async ({ page }) => {
    await signInThroughApi(page, DEMO.owner);
    await page.goto(withLanguage('/company/activity', lng));
    await expect(page.getByRole('heading', { level: 1, name: t('activity.title'), exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: t('activity.filters.target'), exact: true }).selectOption({ label: t('activity.targets.email_template') });
    await page.getByRole('button', { name: t('activity.filters.apply'), exact: true }).click();
    const first = page.getByRole('list', { name: t('activity.title'), exact: true }).getByRole('listitem').first();
    await expect(first).toContainText(t('activity.actions.email_template_saved'));
    await expect(first).toContainText('reminderDayBefore');

    await page.goto(withLanguage('/company/settings/email-templates', lng));
    await page.getByRole('combobox', { name: t('emailTemplates.kind'), exact: true }).selectOption({ label: t('emailTemplates.kinds.reminderDayBefore') });
    await page.getByRole('combobox', { name: t('emailTemplates.language'), exact: true }).selectOption(lng);
    await page.getByRole('button', { name: t('emailTemplates.reset'), exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: t('emailTemplates.resetTitle') });
    await dialog.getByRole('button', { name: t('emailTemplates.reset'), exact: true }).click();
    await expect(page.getByText(t('emailTemplates.platform'), { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: new RegExp(`^${t('emailTemplates.subject')}`) })).not.toHaveValue(new RegExp(tag));
  });
});
