import { useTranslation } from '@pitchside/shared-ui/translation';
import { Drawer } from '@pitchside/shared-ui/drawer';
import { Sidebar } from './sidebar';

export interface SidebarDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sidebar on small screens: a modal drawer from the inline-start edge (mirrors in RTL). */
export default function SidebarDrawer({ open, onOpenChange }: SidebarDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Drawer title={t('nav.label')} hideTitle side="start" open={open} onOpenChange={onOpenChange}>
      <Sidebar onNavigate={() => onOpenChange(false)} />
    </Drawer>
  );
}
