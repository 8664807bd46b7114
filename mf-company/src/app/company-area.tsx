import { lazy, type ComponentType } from 'react';
import { Route, Routes } from '@pitchside/shared-ui/router';
import { withSections, type Section } from '../locales/sections';
import { CompanyNotFound } from './company-not-found';

/**
 * A page of the area, loaded when its route is first shown with the sections of texts it uses
 * (locales/sections.ts; sections.test.ts checks the lists): the overview's first load carries no other page.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, sections: readonly Section[]) =>
  lazy(withSections(sections, () => load().then((module) => ({ default: module[name] }))));

const OverviewPage = page(() => import(/* webpackChunkName: "company-overview" */ '../features/company-overview/overview-page'), 'OverviewPage', ['overview']);
const ProfilePage = page(() => import(/* webpackChunkName: "company-profile" */ '../features/company-profile/profile-page'), 'ProfilePage', ['profile', 'employees']);
const CompanyFieldsPage = page(() => import(/* webpackChunkName: "company-fields" */ '../features/company-fields/fields-page'), 'CompanyFieldsPage', ['fields']);
const BulkSchedulePage = page(() => import(/* webpackChunkName: "company-bulk-schedule" */ '../features/field-scheduling/bulk-schedule-page'), 'BulkSchedulePage', ['bulkSchedule', 'scheduling']);
const SchedulingPage = page(() => import(/* webpackChunkName: "company-scheduling" */ '../features/field-scheduling/scheduling-page'), 'SchedulingPage', ['scheduling', 'bulkSchedule']);
const CompanyBookingsPage = page(() => import(/* webpackChunkName: "company-bookings" */ '../features/company-bookings/bookings-page'), 'CompanyBookingsPage', ['bookings', 'fields']);
const PromotionsPage = page(() => import(/* webpackChunkName: "company-promotions" */ '../features/promotions/promotions-page'), 'PromotionsPage', ['promotions']);
const CheckInPage = page(() => import(/* webpackChunkName: "company-check-in" */ '../features/check-in/check-in-page'), 'CheckInPage', ['checkIn', 'bookings', 'fields']);
const EmployeesPage = page(() => import(/* webpackChunkName: "company-employees" */ '../features/employees/employees-page'), 'EmployeesPage', ['employees']);
const EmployeePage = page(() => import(/* webpackChunkName: "company-employee" */ '../features/employees/employee-page'), 'EmployeePage', ['employees']);
const AnalyticsPage = lazy(withSections(['analytics'], () => import(/* webpackChunkName: "page-analytics" */ '../features/analytics/analytics-page')));
const SettingsPage = page(() => import(/* webpackChunkName: "company-settings" */ '../features/company-settings/settings-page'), 'SettingsPage', ['settings', 'emailTemplates', 'integrations', 'activity', 'upgrade']);
const IntegrationsPage = page(() => import(/* webpackChunkName: "company-integrations" */ '../features/company-integrations/integrations-page'), 'IntegrationsPage', ['integrations']);
const EmailTemplatesPage = page(() => import(/* webpackChunkName: "company-email-templates" */ '../features/email-templates/email-templates-page'), 'EmailTemplatesPage', ['emailTemplates', 'integrations']);
const ActivityLogPage = page(() => import(/* webpackChunkName: "company-activity" */ '../features/activity-log/activity-log-page'), 'ActivityLogPage', ['activity']);

/**
 * `/company/*`: the company area. The shell mounts it at `/company/*`; the paths here are relative to
 * that mount (docs/product/routes-and-screens.md#sidebar: overview, profile, fields, bookings, promotions, employees, analytics, settings; and
 * the staff's check-in desk). Each page is its own chunk. No Suspense boundary of its own: a page loading
 * suspends the shell's boundary around the remote page, which shows its loading state, or, for a page the
 * server rendered, keeps its HTML and hydrates it whole once the code is in (the page is ready then).
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
