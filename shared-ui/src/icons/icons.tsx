import type { SVGProps } from 'react';
import { ICON_PATHS, MIRRORED_ICONS, type IconName } from './icon-paths';
import { Svg } from './icons.styles';

export type { IconName };
export { ICON_PATHS };

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children' | 'name'> {
  /** Width and height (number = px). Default 20. */
  size?: number | string;
  /** Accessible name; without it the icon is decorative (`aria-hidden`). */
  title?: string;
}

/** An icon by name, drawn with `currentColor`; chevrons/arrows mirror in RTL. */
export function Icon({ name, size = 20, title, ...rest }: IconProps & { name: IconName }) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <Svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      $mirror={MIRRORED_ICONS.has(name)}
      {...a11y}
      {...rest}
    >
      <path d={ICON_PATHS[name]} />
    </Svg>
  );
}

function named(name: IconName) {
  const NamedIcon = (props: IconProps) => <Icon name={name} {...props} />;
  NamedIcon.displayName = `Icon(${name})`;
  return NamedIcon;
}

export const SunIcon = named('sun');
export const MoonIcon = named('moon');
export const BellIcon = named('bell');
export const GlobeIcon = named('globe');
export const MenuIcon = named('menu');
export const CloseIcon = named('close');
export const CheckIcon = named('check');
export const CheckAllIcon = named('checkAll');
export const TrashIcon = named('trash');
export const UserIcon = named('user');
export const LogoutIcon = named('logout');
export const SettingsIcon = named('settings');
export const AlertTriangleIcon = named('alertTriangle');
export const AlertCircleIcon = named('alertCircle');
export const InfoIcon = named('info');
export const SuccessIcon = named('success');
export const ChevronDownIcon = named('chevronDown');
export const ChevronUpIcon = named('chevronUp');
export const ChevronStartIcon = named('chevronStart');
export const ChevronEndIcon = named('chevronEnd');
export const HomeIcon = named('home');
export const ArrowBackIcon = named('arrowBack');
export const CalendarIcon = named('calendar');
export const MapPinIcon = named('mapPin');
export const MapIcon = named('map');
export const LocateIcon = named('locate');
export const CreditCardIcon = named('creditCard');
export const BuildingIcon = named('building');
export const UsersIcon = named('users');
export const ChartIcon = named('chart');
export const ShieldIcon = named('shield');
export const HelpIcon = named('help');
export const FieldIcon = named('field');
export const SearchIcon = named('search');
export const FilterIcon = named('filter');
export const RefreshIcon = named('refresh');
export const WifiOffIcon = named('wifiOff');
export const DownloadIcon = named('download');
export const UploadIcon = named('upload');
export const ImageIcon = named('image');
export const QrCodeIcon = named('qrCode');
export const MailIcon = named('mail');
export const PhoneIcon = named('phone');
export const FacebookIcon = named('facebook');
export const XIcon = named('x');
/** Alias of `XIcon` (the network formerly called Twitter). */
export const TwitterIcon = XIcon;
export const InstagramIcon = named('instagram');
export const LinkedinIcon = named('linkedin');
export const EyeIcon = named('eye');
export const EyeOffIcon = named('eyeOff');
export const PlusIcon = named('plus');
export const MinusIcon = named('minus');
export const EditIcon = named('edit');
export const MoreVerticalIcon = named('moreVertical');
export const ExternalLinkIcon = named('externalLink');
export const LockIcon = named('lock');
export const ListIcon = named('list');
export const StarIcon = named('star');
export const ClockIcon = named('clock');
