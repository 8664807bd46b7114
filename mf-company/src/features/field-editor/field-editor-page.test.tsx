import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import FieldEditorPage from './field-editor-page';

const currentPath = () => screen.getByRole('status', { name: 'Current path' });
const openNew = () => renderPage(<FieldEditorPage />, { path: '/fields/new', route: '/fields/new' });

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
  });

  it('asks for the name, sport and description on step 1', async () => {
    const { user } = openNew();
    await user.type(screen.getByRole('textbox', { name: /Field name/ }), 'Court 1');
    await user.selectOptions(screen.getByRole('combobox', { name: /Sport/ }), 'tennis');
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('leaves at once when nothing was entered', async () => {
    const { user } = openNew();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(currentPath()).toHaveTextContent('/company/fields');
  });

  it('asks before discarding entered data, and can keep editing', async () => {
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

  it('cannot load an existing field yet: says it was not found', () => {
    renderPage(<FieldEditorPage />, { path: '/fields/f1/edit', route: '/fields/:fieldId/edit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit field' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Field not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your fields' })).toHaveAttribute('href', '/company/fields');
  });
});
