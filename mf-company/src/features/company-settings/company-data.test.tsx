import { screen, within } from '@testing-library/react';
import { COMPANY_DATA_MESSAGES as M, type ImportResult } from '@pitchside/shared-api/contracts/company-data';
import type { CompanySettings } from '@pitchside/shared-api/contracts/company-settings';
import { SUBSCRIPTION_MESSAGES } from '@pitchside/shared-api/contracts/subscription';
import { fail, file, ok, startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { catchDownloads } from '../../testing/downloads';
import { encodeMultipartRequests, testFile } from '../../testing/multipart';
import { signIn } from '../../testing/session';
import { SettingsPage } from './settings-page';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  encodeMultipartRequests();
});
beforeEach(() => {
  api.reset();
  api.on('GET companies/settings', () => ok(SETTINGS));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await api.close();
});

const SETTINGS: CompanySettings = {
  booking: {
    holdMinutes: 10, freeCancellationHours: 24, lateRefundPercent: 0, maxDurationMinutes: 180, requiresConfirmation: true,
    checkInOpensMinutes: 60, taxRatePercent: 0, processingFee: 0, payOnSite: false,
  },
  currency: 'USD',
};
const RESULT: ImportResult = { created: { locations: 1, fields: 2, employees: 0 }, skipped: { locations: 0, fields: 1, employees: 3 } };

const render = (language: 'en' | 'fr' = 'en') =>
  renderPage(<SettingsPage />, { store: signIn(createTestStore(api.baseUrl), 'COMPANY_OWNER', []), path: '/company/settings', route: '/company/settings', language });

async function chooseFile(user: ReturnType<typeof render>['user'], name = 'data.csv') {
  const section = await screen.findByRole('region', { name: 'Your data' });
  await user.upload(within(section).getByLabelText('File to import'), testFile(name, 'text/csv'));
  return section;
}

describe('Company settings: your data', () => {
  const downloads = catchDownloads();

  it('exports as JSON or CSV, asking for the chosen format', async () => {
    api.on('POST companies/export', ({ body }) => {
      const { format } = body as { format: string };
      return file(format === 'csv' ? 'record,name\r\n' : '{}', format === 'csv' ? 'text/csv' : 'application/json', `company-data-2026-11-27.${format}`);
    });
    const { user } = render();
    const section = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export downloaded')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Export JSON' }));
    await vi.waitFor(() => expect(downloads).toEqual(['company-data-2026-11-27.csv', 'company-data-2026-11-27.json']));
    expect(api.calls('POST companies/export').map((r) => r.body)).toEqual([{ format: 'csv' }, { format: 'json' }]);
  });

  it('imports a chosen file and says what was added and what was already there', async () => {
    api.on('POST companies/import', () => ok(RESULT, M.imported));
    const { user } = render();
    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(within(section).getByRole('button', { name: 'Import' })).toBeDisabled();
    await chooseFile(user);
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    const done = await within(section).findByRole('status');
    expect(done).toHaveTextContent('Import complete');
    expect(done).toHaveTextContent('Added: 1 locations, 2 fields, 0 employees');
    expect(done).toHaveTextContent('Already there, skipped: 0 locations, 1 fields, 3 employees');
    expect(api.calls('POST companies/import')).toHaveLength(1);
    expect(api.calls('POST companies/import')[0]!.headers['content-type']).toMatch(/^multipart\/form-data/);
  });

  it('lists the rows to correct when the file has errors, in the reader’s language', async () => {
    api.on('POST companies/import', () => fail(400, M.invalid, 'IMPORT_INVALID', {
      errors: [], details: { total: 2, rows: [
        { record: 'field', row: 3, field: 'location', message: M.unknownLocation },
        { record: 'employee', row: 1, field: 'role', message: M.unknownRole },
      ] },
    }));
    const { user } = render('fr');
    const section = await screen.findByRole('region', { name: 'Vos données' });
    await user.upload(within(section).getByLabelText('Fichier à importer'), testFile('data.json', 'application/json'));
    await user.click(within(section).getByRole('button', { name: 'Importer' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Le fichier contient des erreurs : rien n’a été importé.');
    const rows = within(within(alert).getByRole('list', { name: 'Lignes à corriger' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Terrain ligne 3, location : Aucun site de ce nom dans le fichier ni dans l’entreprise',
      'Employé ligne 1, role : Aucun rôle de ce nom dans l’entreprise',
    ]);
  });

  it('shows the plan’s limit when the import would go beyond it', async () => {
    api.on('POST companies/import', () => fail(409, SUBSCRIPTION_MESSAGES.fieldLimitReached, 'LIMIT_REACHED'));
    const { user } = render();
    const section = await chooseFile(user);
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(SUBSCRIPTION_MESSAGES.fieldLimitReached);
  });
});
