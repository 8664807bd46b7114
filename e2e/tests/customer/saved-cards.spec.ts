// A customer who saved a card while paying finds it under Settings → Payment methods and removes it: it
// is gone from the page and from the account. The customer and the card are made through the API (a new
// account, the test card processor's success card).
import { test, expect } from '../../support/fixtures';
import { newUser, registerThroughApi } from '../../support/accounts';
import { apiSession } from '../../support/bookings';
import { signInThroughApi } from '../../support/journeys';
import { authText } from '../../support/texts';

const t = (key: string, vars?: Record<string, string>) => authText('en', key, vars);

test('a customer with a saved card removes it from /settings', async ({ page, request }) => {
  const customer = newUser('cards');
  await registerThroughApi(request, customer);
  const session = await apiSession(request, customer);
  const saved = await request.post('/api/v1/payments/methods', {
    headers: session.headers,
    data: { card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', holder: 'Dana Tester' } },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await signInThroughApi(page, customer);
  await page.goto('/settings');
  await page.getByRole('tab', { name: t('profile.tab.payment-methods') }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'payment-methods');
  const card = t('paymentMethods.card', { brand: 'Visa', last4: '4242' });
  const list = page.getByRole('list', { name: t('paymentMethods.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(card)).toBeVisible();
  await expect(list.getByText(t('paymentMethods.default'), { exact: true })).toBeVisible();

  await list.getByRole('button', { name: t('paymentMethods.removeOf', { card }) }).click();
  const dialog = page.getByRole('alertdialog', { name: t('paymentMethods.removeTitle', { card }) });
  await dialog.getByRole('button', { name: t('paymentMethods.remove'), exact: true }).click();

  await expect(page.getByRole('heading', { name: t('paymentMethods.emptyTitle') })).toBeVisible();
  await expect(page.getByText(t('paymentMethods.removed'))).toBeVisible();
  const left = await request.get('/api/v1/payments/methods', { headers: session.headers });
  expect(((await left.json()) as { data: unknown[] }).data).toEqual([]);
});
