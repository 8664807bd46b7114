import { screen, waitFor, within } from '@testing-library/react';
import {
  EMAIL_TEMPLATE_KINDS, EMAIL_TEMPLATE_PLACEHOLDERS, type EmailTemplate, type EmailTemplateList,
} from '@pitchside/shared-api/contracts/email-templates';
import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Role } from '@pitchside/shared-api/contracts/roles';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { EmailTemplatesPage } from './email-templates-page';

const api = fakeApiForFile();

const template = (kind: EmailTemplate['kind'], language: LanguageCode): EmailTemplate => {
  const subject = `${kind} subject {{field}} (${language})`;
  const body = `${kind} opening for {{customer}}`;
  return { id: `${kind}-${language}`, kind, language, subject, body, closing: '', defaultSubject: subject, defaultBody: body, defaultClosing: '', isCustom: false, updatedAt: null };
};
const LIST: EmailTemplateList = {
  templates: EMAIL_TEMPLATE_KINDS.flatMap((kind) => LANGUAGE_CODES.map((language) => template(kind, language))),
  placeholders: [...EMAIL_TEMPLATE_PLACEHOLDERS],
};

const render = ({ role = 'COMPANY_OWNER' as Role, language = 'en' as LanguageCode } = {}) =>
  renderPage(<EmailTemplatesPage />, {
    store: signIn(createTestStore(api.baseUrl), role), path: '/company/settings/email-templates', route: '/company/settings/email-templates', language,
  });

describe('E-mail templates', () => {
  it('opens the confirmation in the reader’s language and switches e-mail and language', async () => {
    api.on('GET companies/settings/email-templates', () => ok(LIST));
    const { user } = render({ language: 'fr' });
    expect(await screen.findByRole('status', { name: 'Chargement des modèles d’e-mails' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Objet/ })).toHaveValue('confirmed subject {{field}} (fr)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'E-mail' }), 'Rappel la veille');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'العربية');
    expect(screen.getByRole('textbox', { name: /^Objet/ })).toHaveValue('reminderDayBefore subject {{field}} (ar)');
    expect(screen.getByRole('textbox', { name: /^Introduction/ })).toHaveValue('reminderDayBefore opening for {{customer}}');
  });

  it('inserts a placeholder at the cursor, checks the draft, and saves only a change', async () => {
    api.on('GET companies/settings/email-templates', () => ok(LIST));
    api.on('PUT companies/settings/email-templates/confirmed-en', ({ body }) => ok({ ...template('confirmed', 'en'), ...(body as object), isCustom: true, updatedAt: '2026-06-01T10:00:00.000Z' }));
    const { user } = render();
    const subject = await screen.findByRole('textbox', { name: /^Subject/ });
    expect(screen.getByRole('button', { name: 'Save template' })).toBeDisabled();

    await user.clear(subject);
    await user.type(subject, 'Hi ');
    await user.click(screen.getByRole('button', { name: '{{customer}}' }));
    expect(subject).toHaveValue('Hi {{customer}}');
    const opening = screen.getByRole('textbox', { name: /^Opening/ });
    await user.clear(opening);
    await user.type(opening, 'Your secret is {{{{password}}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Unknown placeholder: {{password}}')).toBeInTheDocument();
    expect(api.calls('PUT companies/settings/email-templates/confirmed-en')).toHaveLength(0);

    await user.clear(opening);
    await user.type(opening, 'See you at ');
    await user.click(screen.getByRole('button', { name: '{{start}}' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(api.calls('PUT companies/settings/email-templates/confirmed-en')).toHaveLength(1));
    expect(api.calls('PUT companies/settings/email-templates/confirmed-en')[0]?.body).toEqual({ subject: 'Hi {{customer}}', body: 'See you at {{start}}', closing: '' });
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
  });

  it('previews the draft in a sandboxed frame and sends a test', async () => {
    api.on('GET companies/settings/email-templates', () => ok(LIST));
    api.on('POST companies/settings/email-templates/confirmed-en/preview', () => ok({ subject: 'Centre Court is yours', html: '<p>Hello Nadia</p>', text: 'Hello Nadia' }));
    api.on('POST companies/settings/email-templates/confirmed-en/test', () => ok({ sentTo: 'owner@pitchside.test' }));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Subject: Centre Court is yours')).toBeInTheDocument();
    const frame = within(preview).getByTitle('E-mail preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Hello Nadia</p>');
    await user.click(screen.getByRole('button', { name: 'Send me a test' }));
    expect(await screen.findByText('Test e-mail sent to owner@pitchside.test')).toBeInTheDocument();
  });

  it('goes back to the default after confirmation for a worded e-mail', async () => {
    const worded = { ...template('confirmed', 'en'), subject: 'Mine', isCustom: true, updatedAt: '2026-06-01T10:00:00.000Z' };
    api.on('GET companies/settings/email-templates', () => ok({ ...LIST, templates: [worded, ...LIST.templates.slice(1)] }));
    api.on('DELETE companies/settings/email-templates/confirmed-en', () => ok(template('confirmed', 'en')));
    const { user } = render();
    expect(await screen.findByText('Your wording is in use for this e-mail.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the default' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Go back to the default wording?' });
    await user.click(within(dialog).getByRole('button', { name: 'Back to the default' }));
    await waitFor(() => expect(api.calls('DELETE companies/settings/email-templates/confirmed-en')).toHaveLength(1));
  });

  it('shows the permission text to employees', async () => {
    render({ role: 'EMPLOYEE' });
    expect(await screen.findByText("You don't have permission to access company management features.")).toBeInTheDocument();
  });

  it('offers a retry when the templates cannot be read', async () => {
    api.on('GET companies/settings/email-templates', () => fail(500, 'Boom', 'INTERNAL'));
    render();
    expect(await screen.findByText('Failed to fetch e-mail templates')).toBeInTheDocument();
  });
});
