import { screen, waitFor, within } from '@testing-library/react';
import { renderShell, signIn } from '../../testing/render-shell';
import { notification, startNotificationServer, type NotificationServer } from '../../testing/notification-server';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import NotificationsPage from './notifications-page';

let api: NotificationServer;
beforeAll(async () => {
  api = await startNotificationServer();
});
afterAll(() => api.close());

function renderPage(language: LanguageCode = 'en') {
  const store = api.createStore();
  signIn(store);
  return renderShell(<NotificationsPage />, { store, route: '/notifications', language });
}

/** The titles listed in a tab, in order. */
/** The query of the last list request. */
const lastListQuery = () => api.api.calls('GET notifications/user/:userId').at(-1)?.query;
const titles = (panel: HTMLElement) => within(panel).queryAllByRole('listitem').map((item) => /Title n\d+/.exec(item.textContent ?? '')?.[0]);

describe('notifications page', () => {
  it('lists everything under All and only unread ones under Unread', async () => {
    api.reset([notification('n1'), notification('n2', { isRead: true }), notification('n3', { type: 'warning' })]);
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const all = await screen.findByRole('tabpanel', { name: 'All' });
    await within(all).findByText('Title n2');
    expect(within(all).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('2 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    const unread = screen.getByRole('tabpanel', { name: 'Unread' });
    await waitFor(() => expect(titles(unread)).toEqual(['Title n1', 'Title n3']));
    expect(lastListQuery()?.get('unreadOnly')).toBe('true');
  });

  it('marks all as read; the Unread filter then shows its empty state', async () => {
    api.reset([notification('n1'), notification('n2')]);
    const { user } = renderPage();
    await screen.findByText('Title n1');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText(/unread$/)).not.toBeInTheDocument());
    expect(api.rows.every((n) => n.isRead)).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByRole('heading', { name: 'No unread notifications' })).toBeInTheDocument();
  });

  it('archives from All; the notification is then under Archived, and moves back from there', async () => {
    api.reset([notification('n1'), notification('n2', { isRead: true })]);
    const { user } = renderPage();
    const all = await screen.findByRole('tabpanel', { name: 'All' });
    const first = (await within(all).findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(titles(all)).toEqual(['Title n2']));
    expect(api.calls).toContain('PATCH /notifications/n1/archive');
    // Archived and unread: it no longer counts.
    await waitFor(() => expect(screen.queryByText(/unread$/)).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    const archived = screen.getByRole('tabpanel', { name: 'Archived' });
    await waitFor(() => expect(titles(archived)).toEqual(['Title n1']));
    expect(within(archived).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await user.click(within(archived).getByRole('button', { name: 'Move back to notifications' }));
    expect(await within(archived).findByRole('heading', { name: 'No archived notifications' })).toBeInTheDocument();
    expect(api.rows.find((n) => n.id === 'n1')?.archivedAt).toBeNull();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
  });

  it('marks a read notification unread again', async () => {
    api.reset([notification('n1', { isRead: true, readAt: new Date().toISOString() })]);
    const { user } = renderPage();
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(item).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(api.calls).toContain('PATCH /notifications/n1/unread');
  });

  it('filters by type, within each tab, and says when a type has none', async () => {
    api.reset([
      notification('n1', { type: 'payment' }),
      notification('n2', { type: 'booking' }),
      notification('n3', { type: 'payment', archivedAt: new Date().toISOString() }),
    ]);
    const { user } = renderPage();
    const all = await screen.findByRole('tabpanel', { name: 'All' });
    await within(all).findByText('Title n2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Payment');
    await waitFor(() => expect(titles(all)).toEqual(['Title n1']));
    expect(lastListQuery()?.get('type')).toBe('payment');

    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    await waitFor(() => expect(titles(screen.getByRole('tabpanel', { name: 'Archived' }))).toEqual(['Title n3']));
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Promotion');
    expect(await screen.findByRole('heading', { name: 'No notifications of this type' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
    await waitFor(() => expect(titles(screen.getByRole('tabpanel', { name: 'All' }))).toEqual(['Title n1', 'Title n2']));
  });

  it('deletes from the page', async () => {
    api.reset([notification('n1'), notification('n2')]);
    const { user } = renderPage();
    const items = await screen.findAllByRole('listitem');
    await user.click(within(items[1]!).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(screen.queryByText('Title n2')).not.toBeInTheDocument());
    expect(api.calls).toContain('DELETE /notifications/n2');
  });

  it('shows the filters and actions in Arabic', async () => {
    api.reset([notification('n1', { isRead: true })]);
    renderPage('ar');
    expect(await screen.findByRole('tab', { name: 'المؤرشفة' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'النوع' })).toHaveDisplayValue('كل الأنواع');
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(item).getByRole('button', { name: 'تحديد كغير مقروء' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'أرشفة' })).toBeInTheDocument();
  });

  it('lets a notice take the direction of its own words on an Arabic page; the hidden unread mark keeps the page\'s', async () => {
    api.reset([notification('n1')]);
    renderPage('ar');
    const item = (await screen.findAllByRole('listitem'))[0]!;
    const title = within(item).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'غير مقروء: Title n1');
    expect(title).toHaveAttribute('dir', 'auto');
    expect(within(title).getByText('غير مقروء:')).toHaveAttribute('dir', 'rtl');
    expect(within(item).getByText('Message n1')).toHaveAttribute('dir', 'auto');
  });
});
