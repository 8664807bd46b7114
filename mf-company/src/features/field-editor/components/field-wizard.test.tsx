import { screen, within } from '@testing-library/react';
import { createTestStore, renderPage } from '../../../testing/render-page';
import { signIn } from '../../../testing/session';
import { emptyDraft, type FieldDraft } from '../model/field-draft';
import { validDraft } from '../testing/drafts';
import { FieldWizard } from './field-wizard';

const open = (initial: FieldDraft = emptyDraft()) =>
  renderPage(<FieldWizard initial={initial} />, { store: signIn(createTestStore(), 'COMPANY_OWNER'), path: '/fields/new', route: '/fields/new' });
const step = (name: string) => screen.getByRole('region', { name });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('FieldWizard step checks', () => {
  it('step 1 asks for the name, sport and surface, and focuses the first problem', async () => {
    const { user } = open();
    await user.click(next());
    expect(step('Basic information')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Field name/ });
    expect(name).toHaveAccessibleDescription(/Name is required/);
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Sport/ })).toHaveAccessibleDescription(/Choose a sport/);
    expect(screen.getByRole('combobox', { name: /Surface/ })).toHaveAccessibleDescription(/Choose a surface/);

    await user.type(name, 'Court 1');
    expect(name).not.toHaveAccessibleDescription(/Name is required/);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Basic information(needs attention)');
  });

  it('step 2 refuses a latitude out of range', async () => {
    const { user } = open(validDraft({ latitude: '95' }));
    await user.click(next());
    expect(step('Location')).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByRole('spinbutton', { name: /Latitude/ })).toHaveAccessibleDescription(/Latitude must be between -90 and 90/);
    await user.clear(screen.getByRole('spinbutton', { name: /Latitude/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Latitude/ }), '-90');
    await user.click(next());
    expect(step('Field details')).toBeInTheDocument();
  });

  it('step 4 has one row per weekday and wants at least one operating day', async () => {
    const draft = validDraft();
    draft.schedules = draft.schedules.map((row) => ({ ...row, isActive: false }));
    const { user } = open(draft);
    for (let index = 0; index < 3; index += 1) await user.click(next());
    expect(step('Schedule')).toBeInTheDocument();
    // Seven fixed rows, Sunday first in English: a weekday can never be given twice.
    const days = within(screen.getByRole('group', { name: 'Opening hours' })).getAllByRole('switch');
    expect(days.map((day) => document.querySelector(`label[for="${day.id}"]`)?.textContent)).toEqual([
      'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
    ]);
    expect(screen.queryByRole('button', { name: /add (a )?day/i })).not.toBeInTheDocument();

    await user.click(next());
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one operating day');
    expect(step('Schedule')).toBeInTheDocument();
  });

  it('applies a schedule template to the weekday rows', async () => {
    const draft = validDraft();
    draft.schedules = draft.schedules.map((row) => ({ ...row, isActive: false }));
    const { user } = open(draft);
    for (let index = 0; index < 3; index += 1) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Weekend only (Sat–Sun 8:00–20:00)' }));
    expect(screen.getByRole('switch', { name: 'Saturday' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sunday' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Monday' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Opens (Saturday)' })).toHaveValue('08:00');
    expect(screen.getByRole('combobox', { name: 'Closes (Sunday)' })).toHaveValue('20:00');
    expect(screen.getByRole('combobox', { name: 'Opens (Monday)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Business hours (Mon–Fri 9:00–17:00)' }));
    expect(screen.getByRole('switch', { name: 'Saturday' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Friday' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Closes (Friday)' })).toHaveValue('17:00');
    await user.click(next());
    expect(step('Pricing')).toBeInTheDocument();
  });
});

describe('FieldWizard in other languages', () => {
  it.each([
    ['fr', ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'], 'Horaires', 'Suivant'],
    ['ar', ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة'], 'المواعيد', 'التالي'],
  ] as const)('%s: the weekday rows follow the local week, in the local language', async (language, days, title, nextLabel) => {
    const { user } = renderPage(<FieldWizard initial={validDraft()} />, {
      store: signIn(createTestStore(), 'COMPANY_OWNER'), path: '/fields/new', route: '/fields/new', language,
    });
    for (let index = 0; index < 3; index += 1) await user.click(screen.getByRole('button', { name: nextLabel }));
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    const switches = screen.getAllByRole('switch');
    expect(switches.map((day) => document.querySelector(`label[for="${day.id}"]`)?.textContent)).toEqual(days);
    if (language === 'ar') expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
