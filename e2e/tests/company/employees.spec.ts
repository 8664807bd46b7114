// The owner adds an employee; the welcome e-mail arrives over SMTP with a temporary password; the employee
// signs in with it, must choose their own password first, and then reaches only what their role grants.
// The owner deactivates them and the employee's open session loses access at its next request.
// Once, in Arabic, right to left: the welcome e-mail's direction and the forced password change are
// reached only through this flow (the English texts of these pages are their component tests').
import { test, expect } from '../../support/fixtures';
import { DEMO, LoginForm } from '../../support/accounts';
import { signInThroughApi } from '../../support/journeys';
import { withLanguage } from '../../support/shell';
import { authText, companyText } from '../../support/texts';

/** The welcome e-mail's label of the temporary password, in Arabic. */
const TEMPORARY_LABEL = 'كلمة المرور المؤقتة';

test('[ar] an employee is added, signs in with the mailed password, works within the role, and is cut off when deactivated', async ({ page, browser, mail, baseURL }) => {
  const lng = 'ar';
  test.setTimeout(120_000);
  const t = (key: string, vars?: Record<string, string>) => companyText(lng, key, vars);
  const tag = `${lng}${Date.now().toString(36)}`;
  const email = `lina.${tag}@staff.example.com`;

  // The owner adds a receptionist.
  await signInThroughApi(page, DEMO.owner);
  await page.goto(withLanguage('/company/employees', lng));
  await expect(page.getByRole('heading', { level: 1, name: t('employees.title'), exact: true })).toBeVisible();
  await page.getByRole('button', { name: t('employees.add'), exact: true }).first().click();
  const form = page.getByRole('dialog', { name: t('employees.form.addTitle') });
  await form.getByRole('textbox', { name: t('employees.form.firstName'), exact: true }).fill('Lina');
  await form.getByRole('textbox', { name: t('employees.form.lastName'), exact: true }).fill(`Haddad ${tag}`);
  await form.getByRole('textbox', { name: t('employees.form.email'), exact: true }).fill(email);
  await form.getByRole('textbox', { name: t('employees.form.position'), exact: true }).fill('Reception');
  await form.getByRole('combobox', { name: t('employees.form.role') }).selectOption({ label: t('employees.roles.receptionist') });
  await form.getByRole('button', { name: t('employees.form.create'), exact: true }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText(t('employees.table.pending'));

  // The welcome e-mail, in the owner's language, carries the temporary password.
  const welcome = await mail.waitForMail(email);
  expect(welcome.html).toContain('dir="rtl"');
  const temporary = new RegExp(`${TEMPORARY_LABEL}: (\\S+)`).exec(welcome.text)?.[1];
  expect(temporary, welcome.text).toBeTruthy();

  // The employee signs in with it and is held on the password change.
  const staff = await browser.newContext({ baseURL });
  const employee = await staff.newPage();
  await employee.goto(withLanguage('/login', lng));
  await new LoginForm(employee).signIn({ email, password: temporary! });
  await expect(employee).toHaveURL(/\/change-password/);
  await expect(employee.getByRole('heading', { name: authText(lng, 'changePassword.title') })).toBeVisible();
  await employee.goto(withLanguage('/company/bookings', lng));
  await expect(employee).toHaveURL(/\/change-password/);
  await employee.locator('input[name="currentPassword"]').fill(temporary!);
  await employee.locator('input[name="newPassword"]').fill('LinaOwn2026!');
  await employee.locator('input[name="confirmPassword"]').fill('LinaOwn2026!');
  await employee.getByRole('button', { name: authText(lng, 'changePassword.submit'), exact: true }).click();
  await expect(employee).toHaveURL(/\/company\/bookings/);

  // A receptionist manages bookings, and nothing else of the company area.
  await expect(employee.getByRole('heading', { level: 1, name: t('bookings.title'), exact: true })).toBeVisible();
  await employee.goto(withLanguage('/company/fields', lng));
  await expect(employee.getByText(t('permissionGate.text'), { exact: true })).toBeVisible();
  await employee.goto(withLanguage('/company/employees', lng));
  await expect(employee.getByText(t('permissionGate.text'), { exact: true })).toBeVisible();

  // The owner sees the first sign-in happened, and deactivates them.
  await page.reload();
  await expect(row).not.toContainText(t('employees.table.pending'));
  await row.getByRole('button', { name: t('employees.table.actions', { name: `Lina Haddad ${tag}` }) }).click();
  await page.getByRole('menuitem', { name: t('employees.actions.deactivate'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t('employees.confirm.deactivateTitle', { name: `Lina Haddad ${tag}` }) });
  await confirm.getByRole('button', { name: t('employees.actions.deactivate'), exact: true }).click();
  await expect(row).toContainText(t('employees.statuses.inactive'));

  // The employee's open session: its next request is refused, the session cannot be renewed, back to sign in.
  await employee.goto(withLanguage('/company/bookings', lng));
  await expect(employee).toHaveURL(/\/login/, { timeout: 15_000 });
  await new LoginForm(employee).signIn({ email, password: 'LinaOwn2026!' });
  await expect(employee.getByText(authText(lng, 'errors.accountDeactivated'))).toBeVisible();
  await staff.close();
});
