import { Route, Routes } from '@pitchside/shared-ui/router';
import { AnalyticsPage } from '../features/admin-analytics/analytics-page';
import { CompaniesPage } from '../features/admin-companies/companies-page';
import { OverviewPage } from '../features/admin-overview/overview-page';
import { SettingsPage } from '../features/admin-settings/settings-page';
import { UsersPage } from '../features/admin-users/users-page';
import { AdminNotFound } from './admin-not-found';

/** `/admin/*`: the admin panel. Paths are relative to the shell's `/admin/*` mount (docs/product/routes-and-screens.md#sidebar). */
export default function AdminArea() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path="companies" element={<CompaniesPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="analytics" element={<AnalyticsPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
