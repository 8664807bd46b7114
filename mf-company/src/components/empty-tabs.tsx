import type { ReactNode } from 'react';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';

export interface EmptyTab {
  value: string;
  label: string;
  /** The tab's empty state. */
  title: string;
  description: string;
}

export interface EmptyTabsProps extends LoadState {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly EmptyTab[];
  icon: ReactNode;
  /** The next sensible action, under every empty state. */
  action?: ReactNode;
  /** The spec's failure text, shown (with a retry) in every tab when the data call failed. */
  errorMessage: string;
}

/**
 * Tabs of a list whose data does not exist yet: each tab says honestly that it is empty, or shows the
 * load error. When the list's API arrives, its rows replace the empty state inside each panel.
 */
export function EmptyTabs({ label, tabs, icon, action, errorMessage, failed, onRetry }: EmptyTabsProps) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {failed && onRetry ? (
            <LoadError message={errorMessage} onRetry={onRetry} />
          ) : (
            <EmptyState icon={icon} title={tab.title} description={tab.description} action={action} />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
