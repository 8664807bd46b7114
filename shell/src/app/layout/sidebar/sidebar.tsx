import { useTranslation } from '@pitchside/shared-ui/translation';
import { BOTTOM_NAV, MAIN_NAV } from './nav-items';
import { visibleEntries } from './visibility';
import { useViewer } from './use-viewer';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import { List, Nav } from './sidebar.styles';

export interface SidebarProps {
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The main navigation: the entries the viewer may see (docs/product/routes-and-screens.md#sidebar), then the bottom items. */
export function Sidebar({ onNavigate }: SidebarProps) {
  const { t } = useTranslation('shell');
  const viewer = useViewer();
  return (
    <Nav aria-label={t('nav.label')}>
      <List>
        {visibleEntries(MAIN_NAV, viewer).map((entry) =>
          entry.kind === 'link' ? (
            <SidebarLink key={entry.id} item={entry} onNavigate={onNavigate} />
          ) : (
            <SidebarGroup key={entry.id} group={entry} role={viewer.role} onNavigate={onNavigate} />
          ),
        )}
      </List>
      <List $bottom>
        {BOTTOM_NAV.map((item) => (
          <SidebarLink key={item.id} item={item} onNavigate={onNavigate} />
        ))}
      </List>
    </Nav>
  );
}
