import { BOOKING_RULE_DEFAULTS, type CompanySettings } from '../contracts/company-settings.js';
import { companySettingsApi } from './company-settings-api.js';
import { fieldsApi } from './fields-api.js';
import { createAppStore, type AppStore } from './store.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

const SETTINGS: CompanySettings = { booking: BOOKING_RULE_DEFAULTS, currency: 'USD' };
const ok = (data: unknown) => ({ success: true, data });

let server: TestServer;
const seen: string[] = [];
let refuse = false;

beforeAll(async () => {
  server = await startTestServer((app) => {
    app.addHook('onRequest', async (request) => {
      seen.push(`${request.method} ${request.url.replace('/api/v1', '')}`);
    });
    app.get('/companies/settings', async () => ok(SETTINGS));
    app.put<{ Body: { booking: object } }>('/companies/settings', async (request, reply) => {
      if (refuse) return reply.code(400).send({ success: false, message: 'Validation failed', code: 'VALIDATION_ERROR', errors: [] });
      return ok({ ...SETTINGS, booking: { ...SETTINGS.booking, ...request.body.booking } });
    });
    app.post('/companies/settings/reset', async () => ok(SETTINGS));
    // Only whether it is asked again matters here.
    app.get('/fields/f1', async () => ok({ id: 'f1' }));
  });
});
afterAll(() => server.close());

let store: AppStore;
beforeEach(() => {
  seen.length = 0;
  refuse = false;
  store = createAppStore({ apiBaseUrl: server.baseUrl, retrySleep: async () => undefined });
});

const fieldFetches = () => seen.filter((call) => call === 'GET /fields/f1').length;

describe('company settings api', () => {
  it('reads, changes and resets the caller\'s own company, or the one a super admin names', async () => {
    expect((await store.dispatch(companySettingsApi.endpoints.getCompanySettings.initiate())).data).toEqual(SETTINGS);
    const saved = await store.dispatch(companySettingsApi.endpoints.updateCompanySettings.initiate({ changes: { booking: { holdMinutes: 20 } } }));
    expect(saved.data?.booking.holdMinutes).toBe(20);
    await store.dispatch(companySettingsApi.endpoints.resetCompanySettings.initiate({ companyId: 'c 1' }));
    await store.dispatch(companySettingsApi.endpoints.getCompanySettings.initiate({ companyId: 'c 1' }));
    expect(seen).toEqual(expect.arrayContaining([
      'GET /companies/settings', 'PUT /companies/settings', 'POST /companies/settings/reset?companyId=c%201', 'GET /companies/settings?companyId=c%201',
    ]));
  });

  it('has the field details asked again after a change, as they carry the booking policy; not after a refused one', async () => {
    const field = store.dispatch(fieldsApi.endpoints.getField.initiate('f1'));
    await field;
    expect(fieldFetches()).toBe(1);
    refuse = true;
    await store.dispatch(companySettingsApi.endpoints.updateCompanySettings.initiate({ changes: { booking: { holdMinutes: 20 } } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fieldFetches()).toBe(1);
    refuse = false;
    await store.dispatch(companySettingsApi.endpoints.updateCompanySettings.initiate({ changes: { booking: { holdMinutes: 20 } } }));
    await vi.waitFor(() => expect(fieldFetches()).toBe(2));
    await store.dispatch(companySettingsApi.endpoints.resetCompanySettings.initiate());
    await vi.waitFor(() => expect(fieldFetches()).toBe(3));
    field.unsubscribe();
  });
});
