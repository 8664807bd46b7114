import { screen, waitFor } from '@testing-library/react';
import { employeePermissionsRequested } from '@pitchside/shared-api/client/auth-slice';
import { fail, ok } from '@pitchside/shared-api/client/testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { SchedulingPage } from './scheduling-page';
import { signedInStore, setUpFakeApi } from './testing/fake-api-setup';
import { aField, FIELD_ID } from './testing/field-fixtures';
import { renderScheduling, serveField } from './testing/render-scheduling';

const api = setUpFakeApi();

describe('SchedulingPage', { timeout: 15_000 }, () => {
  it('names the field and its time zone, links back, and moves between the four tabs by keyboard', async () => {
    serveField(api);
    const { user } = renderScheduling(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduling and pricing' })).toBeInTheDocument();
    expect(await screen.findByText('Riverside Pitch · times in America/New_York')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your fields' })).toHaveAttribute('href', '/company/fields');
    expect(screen.getByRole('link', { name: 'Bulk scheduling' })).toHaveAttribute('href', '/company/fields/bulk-schedule');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Operating hours', 'Pricing rules', 'Preview and analytics', 'Blocked times',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Pricing rules' }));
    expect(await screen.findByRole('heading', { name: 'No pricing rules yet' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preview and analytics', selected: true })).toHaveFocus();
  });

  it('opens the tab named in the address', async () => {
    serveField(api);
    renderScheduling(api, { tab: 'blocks' });
    expect(await screen.findByRole('tab', { name: 'Blocked times', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No upcoming blocks' })).toBeInTheDocument();
  });

  it('tells an employee without MANAGE_SCHEDULES or MANAGE_FIELDS that they have no permission, and asks nothing', () => {
    renderPage(<SchedulingPage />, {
      store: signedInStore(api.baseUrl, 'EMPLOYEE', ['MANAGE_RESERVATIONS']),
      path: `/company/fields/${FIELD_ID}/schedule`,
      route: '/company/fields/:fieldId/schedule',
    });
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have permission to manage field schedules and pricing.");
    expect(api.requests).toHaveLength(0);
  });

  it("waits, asking nothing, while an employee's permissions are still being fetched", () => {
    const store = signedInStore(api.baseUrl, 'EMPLOYEE', []);
    store.dispatch(employeePermissionsRequested());
    renderPage(<SchedulingPage />, { store, path: `/company/fields/${FIELD_ID}/schedule`, route: '/company/fields/:fieldId/schedule' });
    expect(screen.getByRole('status', { name: 'Loading the field' })).toBeInTheDocument();
    expect(screen.queryByText("You don't have permission to manage field schedules and pricing.")).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('lets an employee holding MANAGE_SCHEDULES in', async () => {
    serveField(api);
    renderPage(<SchedulingPage />, {
      store: signedInStore(api.baseUrl, 'EMPLOYEE', ['MANAGE_SCHEDULES']),
      path: `/company/fields/${FIELD_ID}/schedule`,
      route: '/company/fields/:fieldId/schedule',
    });
    expect(await screen.findByRole('tab', { name: 'Operating hours' })).toBeInTheDocument();
  });

  it("says 'Field not found' for another company's field", async () => {
    api.on(`GET fields/${FIELD_ID}`, fail(404, 'Field not found', 'NOT_FOUND'));
    renderScheduling(api);
    expect(await screen.findByRole('heading', { name: 'Field not found' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('reports a failed field load and loads again on retry', async () => {
    serveField(api);
    // The first load and its three retries fail; the user's retry succeeds.
    let calls = 0;
    api.on(`GET fields/${FIELD_ID}`, () => {
      calls += 1;
      return calls <= 4 ? fail(500, 'Boom', 'SERVER_ERROR') : ok(aField());
    });
    const { user } = renderScheduling(api);
    expect(await screen.findByText('Failed to load the field')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Operating hours' })).toBeInTheDocument());
  });
});
