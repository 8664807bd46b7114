// The super admin runs the platform from the browser: finds a company, suspends it with a reason — a
// customer browsing in another browser no longer finds its field — and reactivates it; then locks an
// account, which can no longer sign in; and sends a system notice that reaches a customer's bell and inbox.
// The whole flow runs once, in English; the same admin screens are then opened in Arabic, right to left
// (no other journey opens them in Arabic). The customer's field search and bell are Arabic in
// fields/publish-and-find and notifications/realtime.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { DEMO, newUser, registerThroughApi } from '../../support/accounts';
import { apiSession, openAllDay } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { Shell, withLanguage } from '../../support/shell';
import { startingWith } from '../../support/fields';
import { adminText, customerFieldsText, shellText } from '../../support/texts';

/** As the super admin: finds the company by name in /admin/companies, opens it and starts suspending it. */
async function startSuspending(page: Page, t: (key: string) => string, companyName: string): Promise<void> {
  const companySearch = page.getByRole('searchbox', { name: t('companies.search.label'), exact: true });
  await companySearch.fill(companyName);
  await companySearch.press('Enter');
  await page.getByRole('link', { name: companyName, exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/companies\/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: t('company.suspend.action'), exact: true }).click();
}

test('[en] the super admin suspends and reactivates a company, locks an account and sends a notice', async ({ page, request, browser, baseURL, mail }) => {
  const lng = 'en';
  const t = (key: string, vars?: Record<string, string>) => adminText(lng, key, vars);
  const tag = Date.now().toString(36);
  const owner = newUser('suspended-owner');
  const companyName = `Suspension Club ${tag}`;
  await registerThroughApi(request, owner, { companyName });
  const fieldName = `Suspension Pitch ${tag}`;
  await openAllDay(request, await apiSession(request, owner), fieldName);

  // A customer, in a browser of their own, finds the field.
  const customer = await browser.newContext({ baseURL });
  const shopper = await customer.newPage();
  await signInThroughApi(shopper, DEMO.customer);
  const ft = (key: string) => customerFieldsText(lng, key);
  const results = shopper.getByRole('list', { name: ft('fields.results'), exact: true });
  const card = results.getByRole('link', { name: fieldName, exact: true });
  await shopper.goto(withLanguage(`/fields?q=${encodeURIComponent(fieldName)}`, lng));
  await expect(card).toBeVisible();

  // The super admin finds the company and suspends it with a reason.
  await signInThroughApi(page, DEMO.admin);
  await page.goto(withLanguage('/admin/companies', lng));
  await startSuspending(page, t, companyName);
  const suspend = page.getByRole('dialog');
  const reason = `Unpaid invoices ${tag}`;
  await suspend.getByRole('textbox', { name: t('company.suspend.reason') }).fill(reason);
  await suspend.getByRole('button', { name: t('company.suspend.confirm'), exact: true }).click();
  const suspendedNotice = page.getByText(t('company.suspendedReason', { reason }), { exact: true });
  await expect(suspendedNotice).toBeVisible();

  // The customer's next search no longer lists it.
  await shopper.reload();
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Reactivated: it is back.
  await page.getByRole('button', { name: t('company.reactivate.action'), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('company.reactivate.confirm'), exact: true }).click();
  await expect(suspendedNotice).toHaveCount(0);
  await shopper.reload();
  await expect(card).toBeVisible();
  await customer.close();

  // An account locked with a reason cannot sign in.
  const member = newUser('locked');
  await registerThroughApi(request, member);
  await page.goto(withLanguage('/admin/users', lng));
  const userSearch = page.getByRole('searchbox', { name: t('users.search.label'), exact: true });
  await userSearch.fill(member.email);
  await userSearch.press('Enter');
  await page.getByRole('link', { name: `${member.firstName} ${member.lastName}` }).first().click();
  await page.getByRole('button', { name: t('user.lock.action'), exact: true }).click();
  const lock = page.getByRole('dialog');
  await lock.getByRole('textbox', { name: t('user.lock.reason') }).fill('Chargebacks on three cards');
  await lock.getByRole('button', { name: t('user.lock.confirm'), exact: true }).click();
  await expect(page.getByText(t('user.lockedReason', { reason: 'Chargebacks on three cards' }), { exact: true })).toBeVisible();
  const signIn = await request.post('/api/v1/auth/login', { data: { email: member.email, password: member.password } });
  expect(signIn.status()).toBe(423);

  // A system notice to every customer, in the app and by e-mail.
  const reader = newUser('notice-reader');
  await registerThroughApi(request, reader);
  const title = `Pitches closed on ${tag}`;
  await page.goto(withLanguage('/admin/announcements', lng));
  await page.getByRole('textbox', { name: t('announcements.form.titleLabel') }).fill(title);
  await page.getByRole('textbox', { name: t('announcements.form.message') }).fill('Every pitch closes for the city marathon. Bookings are moved for free.');
  await page.getByRole('combobox', { name: t('announcements.form.audience') }).selectOption('customers');
  await page.getByRole('button', { name: t('announcements.form.review'), exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: t('announcements.confirm.send'), exact: true }).click();
  await expect(confirm).toHaveCount(0);

  const received = await mail.waitForMail(reader.email, { contains: 'city marathon', timeoutMs: 30_000 });
  expect(received.subject).toContain(title);
  const inbox = await browser.newContext({ baseURL });
  const readerPage = await inbox.newPage();
  await signInThroughApi(readerPage, reader);
  await readerPage.goto(withLanguage('/dashboard', lng));
  await readerPage.getByRole('button', { name: startingWith(shellText(lng, 'notifications.bell')) }).click();
  await expect(readerPage.getByText(title).first()).toBeVisible();
  await inbox.close();
});

test('[ar] the admin screens of that flow are Arabic and right to left', async ({ page, request }) => {
  const lng = 'ar';
  const t = (key: string, vars?: Record<string, string>) => adminText(lng, key, vars);
  const shell = new Shell(page, lng);
  const owner = newUser('rtl-owner');
  const companyName = `Mirror Club ${Date.now().toString(36)}`;
  await registerThroughApi(request, owner, { companyName });
  const heading = (key: string) => shell.main.getByRole('heading', { level: 1, name: t(key), exact: true });

  await signInThroughApi(page, DEMO.admin);
  await page.goto(withLanguage('/admin/companies', lng));
  await shell.expectDocumentLanguage(lng);
  await expect(heading('companies.title')).toBeVisible();
  await startSuspending(page, t, companyName);
  await expect(page.getByRole('dialog').getByRole('textbox', { name: t('company.suspend.reason') })).toBeVisible();
  await shell.expectDocumentLanguage(lng);

  await page.goto('/admin/users');
  await expect(heading('users.title')).toBeVisible();
  const userSearch = page.getByRole('searchbox', { name: t('users.search.label'), exact: true });
  await userSearch.fill(owner.email);
  await userSearch.press('Enter');
  await page.getByRole('link', { name: `${owner.firstName} ${owner.lastName}` }).first().click();
  await expect(page.getByRole('button', { name: t('user.lock.action'), exact: true })).toBeVisible();
  await shell.expectDocumentLanguage(lng);

  await page.goto('/admin/announcements');
  await expect(heading('announcements.title')).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('announcements.form.titleLabel') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: t('announcements.form.audience') })).toBeVisible();
  await shell.expectDocumentLanguage(lng);
});
