import { Icon, type IconName } from '@pitchside/shared-ui/icons';
import type { NavIcon as NavIconName } from './nav-items';

const ICONS: Readonly<Record<NavIconName, IconName>> = {
  home: 'home',
  field: 'field',
  calendar: 'calendar',
  'credit-card': 'creditCard',
  chart: 'chart',
  building: 'building',
  users: 'users',
  settings: 'settings',
  shield: 'shield',
  bell: 'bell',
  help: 'help',
  user: 'user',
  'qr-code': 'qrCode',
  clock: 'clock',
  mail: 'mail',
  upload: 'upload',
};

/** The decorative icon of a navigation entry. */
export function NavIcon({ name }: { name: NavIconName }) {
  return <Icon name={ICONS[name]} size={20} />;
}
