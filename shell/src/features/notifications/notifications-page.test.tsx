import { screen, waitFor, within } from '@testing-library/react';
import { renderShell, signIn } from '../../testing/render-shell';
import { notification, startNotificationServer, type NotificationServer } from '../../testing/notification-server';
import NotificationsPage from './notifications-page';

let api: NotificationServer;
beforeAll(async () => {
  api = await startNotificationServer();
});
afterAll(() => api.close());

function renderPage() {
  const store = api.createStore();
  signIn(store);
  return renderShell(<NotificationsPage />, { store, route: '/notifications' });
}

describe('notifications page', () => {
  it('lists everything under All and only unread ones under Unread', async () => {
    api.reset([notification('n1'), notification('n2', { isRead: true }), notification('n3', { type: 'warning' })]);
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const all = await screen.findByRole('tabpanel', { name: 'All' });
    await within(all).findByText('Title n2');
    expect(within(all).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('2 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    const unread = screen.getByRole('tabpanel', { name: 'Unread' });
    expect(within(unread).getAllByRole('listitem')).toHaveLength(2);
    expect(within(unread).queryByText('Title n2')).not.toBeInTheDocument();
  });

  it('marks all as read; the Unread filter then shows its empty state', async () => {
    api.reset([notification('n1'), notification('n2')]);
    const { user } = renderPage();
    await screen.findByText('Title n1');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText(/unread$/)).not.toBeInTheDocument());
    expect(api.rows.every((n) => n.isRead)).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(screen.getByRole('heading', { name: 'No unread notifications' })).toBeInTheDocument();
  });

  it('deletes from the page', async () => {
    api.reset([notification('n1'), notification('n2')]);
    const { user } = renderPage();
    const items = await screen.findAllByRole('listitem');
    await user.click(within(items[1]!).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(screen.queryByText('Title n2')).not.toBeInTheDocument());
    expect(api.calls).toContain('DELETE /notifications/n2');
  });
});
