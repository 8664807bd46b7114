import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useLocation } from '@pitchside/shared-ui/router';
import { ChevronDownIcon } from '@pitchside/shared-ui/icons';
import type { Role } from '@pitchside/shared-api/contracts/session-user';
import type { NavGroup } from './nav-items';
import { isGroupExpandedByDefault } from './visibility';
import { NavIcon } from './nav-icon';
import { SidebarLink } from './sidebar-link';
import { Chevron, GroupButton, GroupLabel, SubList } from './sidebar.styles';

const isWithin = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export interface SidebarGroupProps {
  /** The group with its visible children only. */
  group: NavGroup;
  role: Role | null;
  onNavigate?: () => void;
}

/** A disclosure: a button (`aria-expanded`) that shows or hides the group's links. */
export function SidebarGroup({ group, role, onNavigate }: SidebarGroupProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const listId = useId();
  const [expanded, setExpanded] = useState(() => isGroupExpandedByDefault(group, role, pathname));
  const inside = group.children.some((child) => isWithin(pathname, child.to));

  // Navigating into the group's pages opens it again, even after the user closed it (docs/product/routes-and-screens.md).
  useEffect(() => {
    if (inside) setExpanded(true);
  }, [inside, pathname]);

  return (
    <li>
      <GroupButton type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
        <NavIcon name={group.icon} />
        <GroupLabel>{t(group.labelKey)}</GroupLabel>
        <Chevron $open={expanded} aria-hidden="true">
          <ChevronDownIcon size={16} />
        </Chevron>
      </GroupButton>
      <SubList id={listId} hidden={!expanded}>
        {group.children.map((child) => (
          <SidebarLink key={child.id} item={child} onNavigate={onNavigate} />
        ))}
      </SubList>
    </li>
  );
}
