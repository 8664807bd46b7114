import { screen, waitFor, within } from '@testing-library/react';
import { Link } from '@pitchside/shared-ui/router';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import type { Permission, Role } from '@pitchside/shared-api/contracts/roles';
import FieldEditorPage from './field-editor-page';
import { FIELD_ID, savedField } from './testing/drafts';

const api = fakeApiForFile();

// `hidden`: while a dialog is open, the page behind it is hidden from assistive technology.
const currentPath = () => screen.getByRole('status', { name: 'Current path', hidden: true });
const store = (role: Role = 'COMPANY_OWNER', permissions: Permission[] = []) => signIn(createTestStore(api.baseUrl), role, permissions);
const openNew = (page = <FieldEditorPage />, s = store()) => renderPage(page, { store: s, path: '/fields/new', route: '/fields/new' });
const openEdit = () => renderPage(<FieldEditorPage />, { store: store(), path: `/fields/${FIELD_ID}/edit`, route: '/fields/:fieldId/edit' });

describe('FieldEditorPage', () => {
  it('shows the seven steps with the first one current', () => {
    openNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Add a field' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Basic information', 'Location', 'Field details', 'Schedule', 'Pricing', 'Amenities and rules', 'Images',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('region', { name: 'Basic information' })).toHaveTextContent('Step 1 of 7');
    // Steps not visited yet cannot be opened directly.
    expect(within(steps[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves on once step 1 is valid; visited steps can be opened from the stepper', async () => {
    const { user } = openNew();
    await user.type(screen.getByRole('textbox', { name: /Field name/ }), 'Court 1');
    await user.selectOptions(screen.getByRole('combobox', { name: /Sport/ }), 'tennis');
    await user.selectOptions(screen.getByRole('combobox', { name: /Surface/ }), 'clay');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'Location' })).toHaveTextContent('Step 2 of 7');
    await user.click(screen.getByRole('button', { name: /Basic information/ }));
    expect(screen.getByRole('textbox', { name: /Field name/ })).toHaveValue('Court 1');
    expect(screen.getByRole('button', { name: /Location/ })).toBeInTheDocument();
  });

  it('leaves at once when nothing was entered', async () => {
    const { user } = openNew();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(currentPath()).toHaveTextContent('/company/fields');
  });

  it('asks before discarding entered data on Cancel, and can keep editing', async () => {
    const { user } = openNew();
    await user.type(screen.getByRole('textbox', { name: /Field name/ }), 'Court 1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Field name/ })).toHaveValue('Court 1');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(currentPath()).toHaveTextContent('/company/fields'));
  });

  it('follows an in-app link at once when nothing was entered', async () => {
    const page = (
      <>
        <Link to="/company/bookings">Bookings</Link>
        <FieldEditorPage />
      </>
    );
    const { user } = openNew(page);
    await user.click(screen.getByRole('link', { name: 'Bookings' }));
    expect(currentPath()).toHaveTextContent('/company/bookings');
  });

  it('holds an in-app link while the form is dirty, then follows it on Discard', async () => {
    const page = (
      <>
        <Link to="/company/bookings">Bookings</Link>
        <FieldEditorPage />
      </>
    );
    const { user } = openNew(page);
    await user.type(screen.getByRole('textbox', { name: /Field name/ }), 'Court 1');
    await user.click(screen.getByRole('link', { name: 'Bookings' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(currentPath()).toHaveTextContent('/fields/new');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(currentPath()).toHaveTextContent('/fields/new');

    await user.click(screen.getByRole('link', { name: 'Bookings' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(currentPath()).toHaveTextContent('/company/bookings'));
  });

  it('asks the browser to confirm closing or reloading the tab only while there is unsaved work', async () => {
    const { user } = openNew();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Field name/ }), 'C');
    expect(unload()).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: /Field name/ }));
    expect(unload()).toBe(false);
  });

  it('tells an employee without the fields permission that they cannot manage fields', () => {
    openNew(<FieldEditorPage />, store('EMPLOYEE', ['MANAGE_RESERVATIONS']));
    expect(screen.getByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access company management features.")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Steps' })).not.toBeInTheDocument();
  });

  it('lets an employee holding MANAGE_FIELDS use the wizard', () => {
    openNew(<FieldEditorPage />, store('EMPLOYEE', ['MANAGE_FIELDS']));
    expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
  });

  it('loads a saved field into the wizard, every step open, saving from any step', async () => {
    api.on(`GET fields/${FIELD_ID}`, ok(savedField()));
    const { user } = openEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit field' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Field name/ })).toHaveValue('Centre Court');
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pricing/ }));
    expect(screen.getByRole('textbox', { name: /Price per hour/ })).toHaveValue('40');
  });

  it('says a field that cannot be found is not found, with a way back', async () => {
    api.on(`GET fields/${FIELD_ID}`, fail(404, 'Field not found', 'NOT_FOUND'));
    openEdit();
    expect(await screen.findByRole('heading', { level: 2, name: 'Field not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your fields' })).toHaveAttribute('href', '/company/fields');
  });

  it('reports a failed load with a retry', async () => {
    api.on(`GET fields/${FIELD_ID}`, fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'));
    const { user } = openEdit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load field');
    api.on(`GET fields/${FIELD_ID}`, ok(savedField({ publicationState: 'published' })));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Field name/ })).toHaveValue('Centre Court');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});
