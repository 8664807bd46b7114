import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApiForFile, type Answer } from '@pitchside/shared-api/client/testing/fake-api';
import { ANNOUNCEMENT_MESSAGES } from '@pitchside/shared-api/contracts/announcements';
import { announcement, company, companyId, listPage } from '../../testing/admin-fixtures';
import { createTestStore, renderPage } from '../../testing/render-page';
import { AnnouncementsPage } from './announcements-page';
import { HISTORY_POLL_MS } from './components/announcement-history';

const api = fakeApiForFile();

const render = (path = '/admin/announcements', language?: 'en' | 'ar') =>
  renderPage(<AnnouncementsPage />, { store: createTestStore(api.baseUrl), path, route: '/admin/announcements', language });

const ANNOUNCEMENT_ID = '00000000-0000-4000-8000-0000000000d1';
const accepted = (recipients: number): Answer => ({ status: 202, body: { success: true, data: { id: ANNOUNCEMENT_ID, recipients }, message: ANNOUNCEMENT_MESSAGES.sent } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const review = () => screen.getByRole('button', { name: 'Review and send' });
const sends = () => api.calls('POST admin/announcements');
const keyOf = (index: number) => sends()[index]?.headers['idempotency-key'];

/** An empty history, and the companies a search finds (Arena Sports for "Arena"). */
function serve() {
  api.on('GET admin/announcements', { body: listPage([]) });
  api.on('GET admin/companies', ({ query }) => ({
    body: listPage(query.get('search') === 'Arena' ? [company(1)] : [company(2), company(3)], { total: query.get('search') === 'Arena' ? 1 : 40 }),
  }));
}

describe('Admin AnnouncementsPage (/admin/announcements)', () => {
  it('checks the draft against the contract before anything is sent', async () => {
    serve();
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    await user.click(review());
    expect(textbox('Title')).toHaveAccessibleDescription(expect.stringContaining(ANNOUNCEMENT_MESSAGES.titleRequired));
    expect(textbox('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Message')).toHaveAccessibleDescription(expect.stringContaining(ANNOUNCEMENT_MESSAGES.messageRequired));
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();

    await user.type(textbox('Title'), 'Maintenance tonight');
    await user.type(textbox('Message'), 'The site is down from 10 pm.');
    await user.click(screen.getByRole('checkbox', { name: 'In the app' }));
    await user.click(screen.getByRole('checkbox', { name: 'By e-mail' }));
    await user.click(review());
    expect(screen.getByRole('group', { name: 'Send it' })).toHaveAccessibleDescription(expect.stringContaining(ANNOUNCEMENT_MESSAGES.channelRequired));
    expect(textbox('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sends()).toHaveLength(0);
  });

  it('asks for the company when the audience is one company, found with a search, and names it before sending', async () => {
    serve();
    api.on('POST admin/announcements', accepted(9));
    const { user } = render();
    await user.type(textbox('Title'), 'New opening hours');
    await user.type(textbox('Message'), 'From Monday we open at 7.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Audience' }), "One company's staff");
    const picker = screen.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a company', 'Company 2', 'Company 3']));
    expect(Object.fromEntries(api.calls('GET admin/companies')[0]!.query)).toEqual({ sort: 'name', limit: '20' });
    expect(picker).toHaveAccessibleDescription('The first 2 of 40 companies, A to Z: search to find another.');

    await user.click(review());
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(ANNOUNCEMENT_MESSAGES.companyRequired));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Find the company' }), 'Arena{Enter}');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a company', 'Arena Sports']));
    expect(api.calls('GET admin/companies').at(-1)!.query.get('search')).toBe('Arena');
    await user.selectOptions(picker, 'Arena Sports');
    await user.click(review());
    const dialog = screen.getByRole('alertdialog', { name: 'Send this system notice?' });
    expect(dialog).toHaveTextContent('“New opening hours” goes to the owner and employees of Arena Sports, in the app and by e-mail.');
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('On its way to 9 people')).toBeInTheDocument();
    expect(sends().map((call) => call.body)).toEqual([{
      kind: 'system', title: 'New opening hours', message: 'From Monday we open at 7.', audience: 'company', companyId: companyId(1), channels: ['in_app', 'email'],
    }]);
  });

  it('sends once on confirmation, with an Idempotency-Key and the body, and says how many people it goes to', async () => {
    serve();
    api.on('POST admin/announcements', accepted(1234));
    const { user } = render();
    await screen.findByRole('heading', { level: 2, name: 'No announcements sent yet' });
    const historyReads = api.calls('GET admin/announcements').length;
    await user.click(screen.getByRole('radio', { name: 'Newsletter' }));
    await user.type(textbox('Title'), '  Spring tournaments  ');
    await user.type(textbox('Message'), 'Sign up now.{Enter}Places are limited.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Audience' }), 'Customers');
    await user.click(review());

    const dialog = screen.getByRole('alertdialog', { name: 'Send this newsletter?' });
    expect(dialog).toHaveTextContent('“Spring tournaments” goes to every customer, in the app and by e-mail.');
    expect(dialog).toHaveTextContent('By e-mail, only the people who turned the newsletter on receive it.');
    expect(sends()).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('On its way to 1,234 people')).toBeInTheDocument();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]!.body).toEqual({
      kind: 'newsletter', title: 'Spring tournaments', message: 'Sign up now.\nPlaces are limited.', audience: 'customers', channels: ['in_app', 'email'],
    });
    expect(keyOf(0)).toMatch(UUID);

    // The form starts again, and the history is read again to show it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(textbox('Title')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'System notice' })).toBeChecked();
    await waitFor(() => expect(api.calls('GET admin/announcements').length).toBeGreaterThan(historyReads));
  });

  it('sends a retry after a lost answer with the same key, and a new message with a new one', async () => {
    serve();
    api.on('POST admin/announcements', [fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'), fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'), accepted(3)]);
    const { user } = render();
    await user.type(textbox('Title'), 'Heads up');
    await user.type(textbox('Message'), 'Short outage.');
    await user.click(review());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The announcement could not be sent')).toBeInTheDocument();
    // The outcome is unknown: the dialog stays open to send the same message again.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('On its way to 3 people')).toBeInTheDocument();
    // The first try was retried once by the client, then sent again from the dialog: one key for all three.
    expect(sends()).toHaveLength(3);
    expect(new Set(sends().map((call) => call.headers['idempotency-key'])).size).toBe(1);

    api.on('POST admin/announcements', accepted(3));
    await user.type(textbox('Title'), 'Another one');
    await user.type(textbox('Message'), 'Another message.');
    await user.click(review());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(sends()).toHaveLength(4));
    expect(keyOf(3)).toMatch(UUID);
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it("shows the API's objections at the fields, a vanished company at the company", async () => {
    serve();
    api.on('POST admin/announcements', [
      fail(400, 'Validation failed', 'VALIDATION_ERROR', { errors: [{ field: 'title', message: ANNOUNCEMENT_MESSAGES.titleRequired }] }),
      fail(404, ANNOUNCEMENT_MESSAGES.companyNotFound, 'NOT_FOUND'),
    ]);
    const { user } = render();
    await user.type(textbox('Title'), 'x');
    await user.type(textbox('Message'), 'y');
    await user.click(review());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(textbox('Title')).toHaveAccessibleDescription(expect.stringContaining(ANNOUNCEMENT_MESSAGES.titleRequired)));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Audience' }), "One company's staff");
    const picker = screen.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, 'Company 2');
    await user.click(review());
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(picker).toHaveAccessibleDescription(expect.stringContaining('Company not found')));
    expect(sends()).toHaveLength(2);
    // Refused by the server (a decided outcome): the next try is a new message with its own key.
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('previews the notification and the e-mail as they are typed, and says what a newsletter does', async () => {
    serve();
    const { user } = render();
    const newsletter = screen.getByRole('radio', { name: 'Newsletter' });
    expect(newsletter).toHaveAccessibleDescription(expect.stringContaining('goes by e-mail only to the people who turned the newsletter on'));
    const notification = () => within(screen.getByRole('figure', { name: /^In-app notification/ }));
    const email = () => within(screen.getByRole('figure', { name: /^E-mail/ }));
    expect(notification().getByText('Your title')).toBeInTheDocument();

    await user.type(textbox('Title'), 'Pitch 3 closed');
    await user.type(textbox('Message'), 'Works on the turf.{Enter}{Enter}Back next week.');
    expect(notification().getByText('Pitch 3 closed')).toBeInTheDocument();
    expect(email().getByText('Pitchside: Pitch 3 closed')).toBeInTheDocument();
    expect(email().getByRole('heading', { level: 3, name: 'Pitch 3 closed' })).toBeInTheDocument();
    expect(email().getByText('Works on the turf.')).toBeInTheDocument();
    expect(email().getByText('Back next week.')).toBeInTheDocument();
    expect(email().getByText(/notices about the service go to every account/)).toBeInTheDocument();
    expect(email().queryByText('Unsubscribe from the newsletter')).not.toBeInTheDocument();

    await user.click(newsletter);
    expect(email().getByText('Pitchside newsletter: Pitch 3 closed')).toBeInTheDocument();
    expect(email().getByText('Unsubscribe from the newsletter')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'In the app' }));
    expect(screen.getByRole('figure', { name: 'In-app notification · not sent: this channel is off' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'E-mail' })).toBeInTheDocument();
  });

  it('lists what was sent with its delivery counts, a page at a time', async () => {
    api.on('GET admin/announcements', ({ query }) => ({
      body: query.get('page') === '2'
        ? listPage([announcement(3)], { page: 2, total: 11, totalPages: 2, limit: 10 })
        : listPage([
          announcement(1, {
            kind: 'newsletter', audience: 'company', companyId: companyId(1), companyName: 'Arena Sports', channels: ['email'], recipients: 40,
            delivered: { inApp: 0, email: 30 }, skipped: 8, failed: 2,
          }),
          announcement(2),
        ], { total: 11, totalPages: 2, limit: 10 }),
    }));
    const { user, location } = render();
    const list = await screen.findByRole('list', { name: 'Sent' });
    const [newsletter, notice] = within(list).getAllByRole('listitem');
    const count = (item: HTMLElement, label: string) => within(item).getByText(label).nextElementSibling;

    expect(within(newsletter!).getByRole('heading', { level: 3, name: 'Maintenance 1' })).toBeInTheDocument();
    expect(within(newsletter!).getByText('Newsletter')).toBeInTheDocument();
    expect(within(newsletter!).getByText('Some e-mails failed')).toBeInTheDocument();
    expect(within(newsletter!).getByText(/^Sent by Ada Admin/)).toHaveTextContent('Sent by Ada Admin · Mar 2, 2026, 2:05 PM');
    expect(within(newsletter!).getByText('Mar 2, 2026, 2:05 PM', { exact: false })).toHaveAttribute('datetime', '2026-03-02T14:05:00.000Z');
    expect(count(newsletter!, 'Audience')).toHaveTextContent('Staff of Arena Sports');
    expect(count(newsletter!, 'Channels')).toHaveTextContent(/^By e-mail$/);
    expect(count(newsletter!, 'Recipients')).toHaveTextContent('40');
    expect(count(newsletter!, 'Delivered in the app')).toHaveTextContent('0');
    expect(count(newsletter!, 'Delivered by e-mail')).toHaveTextContent('30');
    expect(count(newsletter!, 'Skipped (no consent)')).toHaveTextContent('8');
    expect(count(newsletter!, 'Failed')).toHaveTextContent('2');
    expect(count(newsletter!, 'Pending')).toHaveTextContent('0');

    expect(within(notice!).getByText('System notice')).toBeInTheDocument();
    expect(count(notice!, 'Audience')).toHaveTextContent('Everyone');
    expect(count(notice!, 'Channels')).toHaveTextContent('In the app, By e-mail');
    expect(count(notice!, 'Delivered in the app')).toHaveTextContent('120');
    const text = within(notice!).getByText(/The site is down tonight/);
    expect(text).not.toBeVisible();
    await user.click(within(notice!).getByText('Show the message'));
    expect(text).toBeVisible();

    await user.click(within(screen.getByRole('navigation', { name: 'Pages of announcements' })).getByRole('button', { name: 'Next' }));
    const third = await screen.findByRole('heading', { level: 3, name: 'Maintenance 3' });
    expect(screen.getByRole('list', { name: 'Sent' })).toContainElement(third);
    expect(screen.queryByRole('heading', { level: 3, name: 'Maintenance 1' })).not.toBeInTheDocument();
    expect(location()).toBe('/admin/announcements?page=2');
    expect(Object.fromEntries(api.calls('GET admin/announcements').at(-1)!.query)).toEqual({ page: '2', limit: '10' });
  });

  it('reads the history again every few seconds while deliveries are pending, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      api.on('GET admin/announcements', [
        { body: listPage([announcement(1, { pending: 50, delivered: { inApp: 70, email: 60 }, failed: 0 })]) },
        { body: listPage([announcement(1, { pending: 0, failed: 0 })]) },
      ]);
      render();
      const reads = () => api.calls('GET admin/announcements').length;
      expect(await screen.findByText('Deliveries are still going out: the counts refresh every few seconds.')).toBeInTheDocument();
      expect(screen.getByText('Sending')).toBeInTheDocument();
      expect(reads()).toBe(1);

      await act(() => vi.advanceTimersByTimeAsync(HISTORY_POLL_MS));
      await waitFor(() => expect(reads()).toBe(2));
      expect(await screen.findByText('Delivered')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(/Deliveries are still going out/)).not.toBeInTheDocument());

      await act(() => vi.advanceTimersByTimeAsync(HISTORY_POLL_MS * 3));
      expect(reads()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not poll a history with nothing pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      api.on('GET admin/announcements', { body: listPage([announcement(1)]) });
      render();
      await screen.findByRole('list', { name: 'Sent' });
      await act(() => vi.advanceTimersByTimeAsync(HISTORY_POLL_MS * 3));
      expect(api.calls('GET admin/announcements')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('speaks Arabic, the contract messages included', async () => {
    serve();
    const { user } = render('/admin/announcements', 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'الإعلانات' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'مراجعة وإرسال' }));
    expect(screen.getByRole('textbox', { name: 'العنوان' })).toHaveAccessibleDescription(expect.stringContaining('أدخل عنوانًا (من 1 إلى 150 حرفًا)'));
    expect(await screen.findByRole('heading', { level: 2, name: 'لم تُرسل أي إعلانات بعد' })).toBeInTheDocument();
  });
});
