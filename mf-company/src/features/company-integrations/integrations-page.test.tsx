import { screen, waitFor, within } from '@testing-library/react';
import {
  INTEGRATION_MESSAGES as M, type Integrations, type Webhook, type WebhookInput,
} from '@pitchside/shared-api/contracts/company-integrations';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Role } from '@pitchside/shared-api/contracts/roles';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { IntegrationsPage } from './integrations-page';

const api = fakeApiForFile();

const FEED = 'https://pitchside.test/api/v1/calendar-feeds/abcdefghijklmnopqrstuvwx.ics';
const WEBHOOK: Webhook = {
  url: 'https://hooks.example.com/pitchside', events: ['booking.confirmed', 'booking.cancelled'], isActive: true, secretHint: 'x9Zq',
  createdAt: '2026-06-01T10:00:00.000Z', updatedAt: '2026-06-01T10:00:00.000Z',
};

/** Serves the integrations and keeps what PUT changes, as the API does. */
function serve(initial: Partial<Integrations> = {}) {
  let current: Integrations = { webhook: null, deliveries: [], calendarFeedUrl: FEED, ...initial };
  api.on('GET companies/integrations', () => ok(current));
  api.on('PUT companies/integrations/webhook', ({ body }) => {
    const input = body as Required<WebhookInput>;
    const created = current.webhook === null;
    current = { ...current, webhook: { ...WEBHOOK, ...input, updatedAt: new Date().toISOString() } };
    return ok({ webhook: current.webhook, secret: created ? 'whsec_shown-only-once-1234' : null }, M.saved);
  });
}

const render = ({ role = 'COMPANY_OWNER' as Role, language = 'en' as LanguageCode } = {}) =>
  renderPage(<IntegrationsPage />, {
    store: signIn(createTestStore(api.baseUrl), role), path: '/company/settings/integrations', route: '/company/settings/integrations', language,
  });

describe('Company integrations', () => {
  it('checks the address and the events before sending, then creates the webhook and shows its secret once', async () => {
    serve();
    const { user } = render();
    expect(await screen.findByRole('status', { name: 'Loading integrations' })).toBeInTheDocument();
    const webhook = await screen.findByRole('region', { name: 'Webhook' });
    const address = within(webhook).getByRole('textbox', { name: /^Receiving address/ });
    await user.type(address, 'ftp://example.com');
    for (const event of ['A paid booking awaits confirmation', 'A booking is confirmed', 'A booking is paid', 'A booking is cancelled']) {
      await user.click(within(webhook).getByRole('checkbox', { name: new RegExp(event) }));
    }
    await user.click(within(webhook).getByRole('button', { name: 'Create webhook' }));
    expect(await within(webhook).findByText(M.url)).toBeInTheDocument();
    expect(within(webhook).getByText(M.events)).toBeInTheDocument();
    expect(api.calls('PUT companies/integrations/webhook')).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'https://hooks.example.com/pitchside');
    await user.click(within(webhook).getByRole('checkbox', { name: /A booking is paid/ }));
    expect(within(webhook).queryByText(M.events)).not.toBeInTheDocument();
    await user.click(within(webhook).getByRole('button', { name: 'Create webhook' }));
    expect(await screen.findByText('whsec_shown-only-once-1234')).toBeInTheDocument();
    expect(api.calls('PUT companies/integrations/webhook')[0]?.body).toEqual({
      url: 'https://hooks.example.com/pitchside', events: ['booking.paid'], isActive: true,
    });
    // Once created, it can be tested, given a new secret or removed; nothing was delivered yet.
    expect(await within(webhook).findByRole('button', { name: 'Send a test event' })).toBeInTheDocument();
    expect(within(webhook).getByText('Nothing sent yet.')).toBeInTheDocument();
  });

  it('shows the API’s words at the address it refused', async () => {
    serve();
    api.on('PUT companies/integrations/webhook', () => fail(400, 'Validation failed', 'VALIDATION_ERROR', { errors: [{ field: 'url', message: M.privateAddress }] }));
    const { user } = render({ language: 'fr' });
    const webhook = await screen.findByRole('region', { name: 'Webhook' });
    await user.type(within(webhook).getByRole('textbox', { name: /^Adresse de réception/ }), 'http://10.0.0.5/hook');
    await user.click(within(webhook).getByRole('button', { name: 'Créer le webhook' }));
    expect(await within(webhook).findByText('Cette adresse pointe vers un réseau privé et ne peut pas recevoir de webhooks')).toBeInTheDocument();
  });

  it('lists the latest deliveries and says what the test event got', async () => {
    serve({
      webhook: WEBHOOK,
      deliveries: [
        { id: '7f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c01', event: 'booking.cancelled', status: 'failed', attempts: 6, responseStatus: 500, error: 'The receiver answered 500', createdAt: '2026-06-01T10:05:00.000Z', deliveredAt: null },
        { id: '7f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c02', event: 'booking.confirmed', status: 'delivered', attempts: 1, responseStatus: 200, error: null, createdAt: '2026-06-01T10:00:00.000Z', deliveredAt: '2026-06-01T10:00:01.000Z' },
      ],
    });
    api.on('POST companies/integrations/webhook/test', () => ok({ delivered: false, responseStatus: null, error: 'connect ECONNREFUSED', durationMs: 3 }));
    const { user } = render();
    const log = await screen.findByRole('region', { name: 'Latest deliveries' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/booking\.cancelled.*Failed.*6 tries.*Answered 500/);
    expect(items[1]).toHaveTextContent(/booking\.confirmed.*Delivered.*1 try.*Answered 200/);
    expect(screen.getByText('Signing secret ending in …x9Zq')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /A booking is confirmed/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /A booking is paid/ })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send a test event' }));
    expect(await screen.findByText('Test event not delivered: connect ECONNREFUSED')).toBeInTheDocument();
  });

  it('shows the calendar feed address and replaces it after confirmation', async () => {
    serve();
    api.on('POST companies/integrations/calendar-feed/rotate', () => ok({ calendarFeedUrl: `${FEED}2` }));
    const { user } = render({ language: 'ar' });
    const feed = await screen.findByRole('region', { name: 'موجز التقويم' });
    expect(within(feed).getByText(FEED)).toBeInTheDocument();
    await user.click(within(feed).getByRole('button', { name: 'عنوان جديد' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'إنشاء عنوان موجز جديد؟' });
    await user.click(within(dialog).getByRole('button', { name: 'عنوان جديد' }));
    await waitFor(() => expect(api.calls('POST companies/integrations/calendar-feed/rotate')).toHaveLength(1));
    // The page reads the integrations again (with the new address) before the test ends.
    await waitFor(() => expect(api.calls('GET companies/integrations')).toHaveLength(2));
  });

  it('refuses employees with the permission text, without asking the API', async () => {
    render({ role: 'EMPLOYEE' });
    expect(await screen.findByText("You don't have permission to access company management features.")).toBeInTheDocument();
    expect(api.calls('GET companies/integrations')).toHaveLength(0);
  });

  it('asks a super admin to choose the company first', async () => {
    render({ role: 'SUPER_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Choose a company' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to companies' })).toHaveAttribute('href', '/admin/companies');
    expect(api.calls('GET companies/integrations')).toHaveLength(0);
  });

  it('offers a retry when the integrations cannot be read', async () => {
    api.on('GET companies/integrations', () => fail(500, 'Boom', 'INTERNAL'));
    render();
    expect(await screen.findByText('Failed to fetch integrations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
