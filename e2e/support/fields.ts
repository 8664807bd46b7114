// The field pages as an owner and a player find them: the create wizard of mf-company and what a
// journey needs to know about the field it made.
import { expect, type Locator, type Page } from '@playwright/test';
import { companyText, type Lng } from './texts';

/** What an owner types into the wizard, and where the field then is. */
export interface NewField {
  name: string;
  address: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  capacity: number;
  /** Per hour, in major units, as typed. */
  basePrice: number;
  currency: string;
}

/** A text as a RegExp matched from its start (a label followed by hidden details, such as a weekday). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The seven-step field wizard of `/fields/new`, by its translated labels. */
export class FieldWizardPage {
  constructor(readonly page: Page, readonly lng: Lng) {}

  t(key: string, vars?: Record<string, string>): string {
    return companyText(this.lng, key, vars);
  }

  /** A control by its label (a required one's label ends with the `*` marker). */
  field(labelKey: string): Locator {
    return this.page.getByLabel(new RegExp(`${startingWith(this.t(labelKey)).source}\\*?$`));
  }

  button(key: string): Locator {
    return this.page.getByRole('button', { name: this.t(key), exact: true });
  }

  /** The current step's card, titled by the step's name. */
  async expectStep(step: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: this.t(`editor.steps.${step}`), exact: true })).toBeVisible();
  }

  async next(nextStep: string): Promise<void> {
    await this.button('editor.next').click();
    await this.expectStep(nextStep);
  }
}
