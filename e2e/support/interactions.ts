// The interactions the interaction benchmark measures (e2e/scripts/interactions.ts): the page each is made
// on, what is done first, what is clicked, and when its result counts as on screen. Read as a person does:
// by role and by the app's own texts.
import type { Locator, Page } from '@playwright/test';
import { apiData } from './bench';
import { startingWith } from './fields';
import { Shell } from './shell';
import { customerFieldsText, shellText, textPattern } from './texts';

/** The language the interactions are made in. */
export const LNG = 'en';
/** How long a result may take to appear once the interaction is made. */
export const RESULT_TIMEOUT_MS = 30_000;

/** The demo field and day the wizard is measured on: one with a free slot that day. */
export interface WizardTarget { fieldId: string; name: string; date: string }

export interface Interaction {
  key: string;
  label: string;
  path(target: WizardTarget): string;
  /** Done before the CPU is slowed down, once the page is ready (not measured). */
  prepare?(page: Page, target: WizardTarget): Promise<void>;
  /** What is clicked. */
  control(page: Page): Locator;
  /**
   * CSS selectors met one after the other, after the pointerdown, for the result to count as on screen
   * (the filter's results go busy, then not busy: the new answer is shown).
   */
  resultSteps: string[];
  /** The result as a user finds it, checked once it is on screen. */
  check(page: Page): Promise<void>;
}

const fieldsText = (key: string) => customerFieldsText(LNG, key);

const footballChip = (page: Page) => page.getByRole('main').getByRole('region', { name: fieldsText('fields.filters.title'), exact: true })
  .getByRole('button', { name: fieldsText('fields.sports.football'), exact: true });

export const INTERACTIONS: Interaction[] = [
  {
    key: 'menu',
    label: 'Account menu, first opening (/dashboard)',
    path: () => '/dashboard',
    control: (page) => new Shell(page, LNG).accountMenuButton,
    resultSteps: ['[role="menu"]'],
    check: (page) => page.getByRole('menu').waitFor({ state: 'visible', timeout: RESULT_TIMEOUT_MS }),
  },
  {
    key: 'bell',
    label: 'Notification panel, first opening (/dashboard)',
    path: () => '/dashboard',
    control: (page) => page.getByRole('banner').getByRole('button', { name: startingWith(shellText(LNG, 'notifications.bell')) }),
    resultSteps: ['[role="dialog"]'],
    check: (page) => page.getByRole('dialog', { name: shellText(LNG, 'notifications.title') }).waitFor({ state: 'visible', timeout: RESULT_TIMEOUT_MS }),
  },
  {
    key: 'filter',
    label: 'Sport filter "Football" (/fields)',
    path: () => '/fields',
    async prepare(page) {
      const main = page.getByRole('main');
      await main.getByRole('button', { name: startingWith(fieldsText('fields.filters.show')) }).click();
      await main.getByRole('region', { name: fieldsText('fields.filters.title'), exact: true }).waitFor();
      await main.locator('[aria-busy="false"]').waitFor();
    },
    control: footballChip,
    resultSteps: ['main [aria-busy="true"]', 'main [aria-busy="false"]'],
    async check(page) {
      if ((await footballChip(page).getAttribute('aria-pressed')) !== 'true') throw new Error('the Football chip is not pressed');
      if (!new URL(page.url()).searchParams.getAll('sport').includes('football')) throw new Error(`the URL does not filter on football: ${page.url()}`);
      const results = page.getByRole('main').getByRole('list', { name: fieldsText('fields.results'), exact: true });
      if ((await results.getByRole('listitem').count()) === 0) throw new Error('no field is listed for Football');
    },
  },
  {
    key: 'wizard',
    label: 'Booking wizard, time → details (/fields/:id/book)',
    path: (target) => `/fields/${target.fieldId}/book`,
    async prepare(page, target) {
      await page.getByRole('button', { name: fieldsText('booking.actions.continue'), exact: true }).click();
      await page.getByRole('heading', { level: 2, name: fieldsText('booking.time.heading') }).waitFor();
      const day = page.getByRole('group', { name: fieldsText('booking.time.date') }).locator(`input[type="radio"][value="${target.date}"]`);
      await day.check({ force: true });
      const slots = page.getByRole('group', { name: textPattern('customerFields', LNG, 'booking.time.startOn') });
      await slots.getByRole('radio', { disabled: false }).first().check({ force: true });
    },
    control: (page) => page.getByRole('button', { name: fieldsText('booking.actions.continue'), exact: true }),
    resultSteps: ['main input[autocomplete="tel"]'],
    check: (page) => page.getByRole('heading', { level: 2, name: fieldsText('booking.details.heading') }).waitFor({ state: 'visible', timeout: RESULT_TIMEOUT_MS }),
  },
];

/** The first demo field with a free slot on a day 2 to 9 days ahead (inside the wizard's 14 days in any zone). */
export async function wizardTarget(baseURL: string): Promise<WizardTarget> {
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const { fields } = await apiData<{ fields: { id: string; name: string }[] }>(await fetch(new URL('/api/v1/fields?limit=50', baseURL)));
  for (const field of fields) {
    const { days } = await apiData<{ days: { date: string; slots: { status: string }[] }[] }>(
      await fetch(new URL(`/api/v1/fields/${field.id}/availability?from=${from}&days=7`, baseURL)));
    const day = days.find((d) => d.slots.some((slot) => slot.status === 'available'));
    if (day) return { fieldId: field.id, name: field.name, date: day.date };
  }
  throw new Error('no demo field has a free slot in the coming days');
}
