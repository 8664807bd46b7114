import { NotificationBell } from '../../../features/notifications/notification-bell';
import { AccountMenu } from '../account/account-menu';

/** What only a signed-in user sees in the top bar; loaded lazily, outside the visitor's bundle. */
export default function SignedInActions() {
  return (
    <>
      <NotificationBell />
      <AccountMenu />
    </>
  );
}
