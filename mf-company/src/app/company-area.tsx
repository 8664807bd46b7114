import { Route, Routes } from '@pitchside/shared-ui/router';
import AnalyticsPage from '../features/analytics/analytics-page';
import { CompanyBookingsPage } from '../features/company-bookings/bookings-page';
import { CheckInPage } from '../features/check-in/check-in-page';
import { CompanyFieldsPage } from '../features/company-fields/fields-page';
import { OverviewPage } from '../features/company-overview/overview-page';
import { ProfilePage } from '../features/company-profile/profile-page';
import { SettingsPage } from '../features/company-settings/settings-page';
import { IntegrationsPage } from '../features/company-integrations/integrations-page';
import { EmailTemplatesPage } from '../features/email-templates/email-templates-page';
import { ActivityLogPage } from '../features/activity-log/activity-log-page';
import { EmployeePage } from '../features/employees/employee-page';
import { EmployeesPage } from '../features/employees/employees-page';
import { PromotionsPage } from '../features/promotions/promotions-page';
import { BulkSchedulePage } from '../features/field-scheduling/bulk-schedule-page';
import { SchedulingPage } from '../features/field-scheduling/scheduling-page';
import { CompanyNotFound } from './company-not-found';

/**
 * `/company/*`: the company area. The shell mounts it at `/company/*`; the paths here are relative to
 * that mount (docs/product/routes-and-screens.md#sidebar: overview, profile, fields, bookings, promotions, employees, analytics, settings; and
 * the staff's check-in desk).
 */
export default function CompanyArea() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="fields" element={<CompanyFieldsPage />} />
      <Route path="fields/bulk-schedule" element={<BulkSchedulePage />} />
      <Route path="fields/:fieldId/schedule" element={<SchedulingPage />} />
      <Route path="bookings" element={<CompanyBookingsPage />} />
      <Route path="promotions" element={<PromotionsPage />} />
      <Route path="check-in" element={<CheckInPage />} />
      <Route path="employees" element={<EmployeesPage />} />
      <Route path="employees/:employeeId" element={<EmployeePage />} />
      <Route path="analytics" element={<AnalyticsPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="settings/integrations" element={<IntegrationsPage />} />
      <Route path="settings/email-templates" element={<EmailTemplatesPage />} />
      <Route path="activity" element={<ActivityLogPage />} />
      <Route path="*" element={<CompanyNotFound />} />
    </Routes>
  );
}
