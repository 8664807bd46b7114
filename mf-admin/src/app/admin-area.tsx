import { Route, Routes } from '@pitchside/shared-ui/router';
import { ActivityPage } from '../features/admin-activity/activity-page';
import { AnalyticsPage } from '../features/admin-analytics/analytics-page';
import { AnnouncementsPage } from '../features/admin-announcements/announcements-page';
import { CompaniesPage } from '../features/admin-companies/companies-page';
import { CompanyPage } from '../features/admin-companies/company-page';
import { OverviewPage } from '../features/admin-overview/overview-page';
import { ReleasesPage } from '../features/admin-releases/releases-page';
import { SettingsPage } from '../features/admin-settings/settings-page';
import { UserPage } from '../features/admin-users/user-page';
import { UsersPage } from '../features/admin-users/users-page';
import { AdminNotFound } from './admin-not-found';

/** `/admin/*`: the admin panel. Paths are relative to the shell's `/admin/*` mount (docs/product/routes-and-screens.md#sidebar). */
export default function AdminArea() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path="companies" element={<CompaniesPage />} />
      <Route path="companies/:id" element={<CompanyPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="users/:id" element={<UserPage />} />
      <Route path="activity" element={<ActivityPage />} />
      <Route path="analytics" element={<AnalyticsPage />} />
      <Route path="announcements" element={<AnnouncementsPage />} />
      <Route path="releases" element={<ReleasesPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
