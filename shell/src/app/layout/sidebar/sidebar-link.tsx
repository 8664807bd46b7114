import { useTranslation } from '@pitchside/shared-ui/translation';
import { BOTTOM_NAV, MAIN_NAV, type NavLink } from './nav-items';
import { NavIcon } from './nav-icon';
import { ItemLink } from './sidebar.styles';

const ALL_PATHS = [...MAIN_NAV.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children)), ...BOTTOM_NAV].map(
  (link) => link.to,
);

/** `/company` is active only on itself, not on `/company/fields` that has its own link. */
const hasNestedLink = (to: string) => ALL_PATHS.some((path) => path.startsWith(`${to}/`));

export interface SidebarLinkProps {
  item: NavLink;
  onNavigate?: () => void;
}

/** One navigation link; the router marks the current page with `aria-current="page"`. */
export function SidebarLink({ item, onNavigate }: SidebarLinkProps) {
  const { t } = useTranslation('shell');
  return (
    <li>
      <ItemLink to={item.to} end={hasNestedLink(item.to)} onClick={onNavigate}>
        <NavIcon name={item.icon} />
        {t(item.labelKey)}
      </ItemLink>
    </li>
  );
}
