import { screen, waitFor, within } from '@testing-library/react';
import { renderShell, signIn } from '../../testing/render-shell';
import { notification, startNotificationServer, type NotificationServer } from '../../testing/notification-server';
import { NotificationBell } from './notification-bell';

let api: NotificationServer;
beforeAll(async () => {
  api = await startNotificationServer();
});
afterAll(() => api.close());

function renderBell() {
  const store = api.createStore();
  signIn(store);
  return renderShell(<NotificationBell />, { store });
}

async function openPanel() {
  const view = renderBell();
  await view.user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  // The first press loads the panel and puts the popover's own trigger in place of the plain button.
  const bell = screen.getByRole('button', { name: /^Notifications/ });
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  return { ...view, panel, bell };
}

describe('notification bell and panel', () => {
  it('opens from the keyboard, and gives focus back to the bell when closed', async () => {
    api.reset([notification('n1')]);
    const { user } = renderBell();
    const plain = await screen.findByRole('button', { name: /^Notifications/ });
    expect(plain).toHaveAttribute('aria-haspopup', 'dialog');
    await user.tab();
    expect(plain).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('shows the empty state when there is nothing', async () => {
    api.reset([]);
    const { panel, bell } = await openPanel();
    expect(await within(panel).findByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
    expect(bell).toHaveAccessibleName('Notifications');
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('shows the unread count on the bell, capped at 99+, and in the panel header', async () => {
    api.reset([notification('n1'), notification('n2'), notification('n3', { isRead: true })]);
    const { panel, bell } = await openPanel();
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 unread'));
    expect(bell).toHaveTextContent('2');
    expect(within(panel).getByText('2 unread')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', '/notifications');

    api.reset([notification('n1')]);
    api.countOverride = 150;
    const other = renderBell();
    const bells = await other.findAllByRole('button', { name: 'Notifications, 150 unread' });
    expect(bells[0]).toHaveTextContent('99+');
  });

  it('offers mark-as-read only on unread items, with type chip and relative time', async () => {
    api.reset([notification('n1', { type: 'payment' }), notification('n2', { isRead: true, type: 'success' })]);
    const { panel } = await openPanel();
    const items = await within(panel).findAllByRole('listitem');
    expect(within(items[0]!).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Payment')).toBeInTheDocument();
    expect(within(items[0]!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'Success' })).toBeInTheDocument();
  });

  it('marks one as read on the server and lowers the count', async () => {
    api.reset([notification('n1'), notification('n2')]);
    const { panel, bell, user } = await openPanel();
    const [first] = await within(panel).findAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 unread'));
    expect(within(first!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(api.calls).toContain('PATCH /notifications/n1/read');
    expect(api.rows.find((n) => n.id === 'n1')?.isRead).toBe(true);
  });

  it('marks all as read on the server; the count reaches 0 and never goes below', async () => {
    api.reset([notification('n1'), notification('n2')]);
    const { panel, bell, user } = await openPanel();
    await within(panel).findAllByRole('listitem');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expect(api.calls).toContain('PATCH /notifications/user/user-1/mark-all-read');
    expect(within(panel).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(bell).queryByText(/\d/)).not.toBeInTheDocument();
    // Deleting a read one afterwards leaves the count at 0.
    await user.click(within(panel).getAllByRole('button', { name: 'Delete notification' })[0]!);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(bell).toHaveAccessibleName('Notifications');
  });

  it('never shows a count below 0, even when the server count lags behind the list', async () => {
    api.reset([notification('n1')]);
    api.countOverride = 0;
    const { panel, bell, user } = await openPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(api.calls).toContain('PATCH /notifications/n1/read'));
    expect(bell).toHaveAccessibleName('Notifications');
    expect(within(panel).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('deletes one on the server and removes it from the list', async () => {
    api.reset([notification('n1'), notification('n2')]);
    const { panel, bell, user } = await openPanel();
    const [first] = await within(panel).findAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(within(panel).queryByText('Title n1')).not.toBeInTheDocument();
    expect(api.calls).toContain('DELETE /notifications/n1');
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('clears all only after confirmation', async () => {
    api.reset([notification('n1'), notification('n2')]);
    const { panel, user } = await openPanel();
    await within(panel).findAllByRole('listitem');
    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear all notifications?' });
    expect(api.calls).not.toContain('DELETE /notifications/user/user-1/clear-all');
    await user.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    expect(await within(panel).findByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
    expect(api.calls).toContain('DELETE /notifications/user/user-1/clear-all');
    expect(api.rows).toEqual([]);
  });

  it('shows the load error with a retry that reloads', async () => {
    api.reset([]);
    api.failList = true;
    const { panel, user } = await openPanel();
    expect(await within(panel).findByText('Failed to load notifications')).toBeInTheDocument();
    api.failList = false;
    api.rows = [notification('n1')];
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Title n1')).toBeInTheDocument();
  });
});
