import type { Block, Field, PricingRule, Schedule } from '@pitchside/shared-api/contracts/field';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { renderPage } from '../../../testing/render-page';
import { SchedulingPage } from '../scheduling-page';
import { aField, FIELD_ID } from './field-fixtures';
import { ok, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { signedInStore } from './fake-api-setup';

export interface FieldData {
  field: Field;
  schedules: Schedule[];
  rules: PricingRule[];
  blocks: Block[];
}

/** Serves one field and its lists from mutable arrays, so a test can change what a refetch returns. */
export function serveField(api: FakeApi, data: Partial<FieldData> = {}): FieldData {
  const state: FieldData = { field: aField(), schedules: [], rules: [], blocks: [], ...data };
  const base = `fields/${FIELD_ID}`;
  api.on(`GET ${base}`, () => ok(state.field));
  api.on(`GET ${base}/schedules`, () => ok(state.schedules));
  api.on(`GET ${base}/pricing-rules`, () => ok(state.rules));
  api.on(`GET ${base}/blocks`, () => ok(state.blocks));
  return state;
}

/** The scheduling page at `/company/fields/:fieldId/schedule`, signed in as the company owner. */
export function renderScheduling(api: FakeApi, { tab, language }: { tab?: string; language?: LanguageCode } = {}) {
  const path = `/company/fields/${FIELD_ID}/schedule${tab ? `?tab=${tab}` : ''}`;
  return renderPage(<SchedulingPage />, {
    store: signedInStore(api.baseUrl),
    path,
    route: '/company/fields/:fieldId/schedule',
    language,
  });
}
