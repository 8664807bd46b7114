import { screen, waitFor } from '@testing-library/react';
import { fail, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { CONTACT_MESSAGES } from '@pitchside/shared-api/contracts/contact';
import { renderInfoPage } from '../../../testing/render-info-page';
import ContactPage from './contact-page';

const api = fakeApiForFile();
const render = () => renderInfoPage(<ContactPage />, { store: api.createStore(), path: '/contact' });

async function fill(user: Awaited<ReturnType<typeof render>>['user'], values: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>) {
  const labels = { name: /^your name/i, email: /^your e-mail address/i, subject: /^subject/i, message: /^your message/i };
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[field as keyof typeof labels]);
    await user.clear(input);
    // Pasted rather than typed key by key: the checks run on submit, and typing is slow.
    if (value) await user.paste(value);
  }
}

describe('the contact page', () => {
  it('checks every field before sending, in the product’s words', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageLength)).toBeInTheDocument();
    expect(screen.getByLabelText(/^your name/i)).toHaveAttribute('aria-invalid', 'true');

    await fill(user, { name: 'Nadia', email: 'nadia@', subject: 'Invoice', message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageLength)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the message and confirms it, then lets another be written', async () => {
    api.on('POST contact', { status: 202, body: { success: true, data: null, message: CONTACT_MESSAGES.sent }, delay: 50 });
    const { user } = await render();
    await screen.findByRole('button', { name: 'Send message' });
    await fill(user, { name: 'Nadia Benali', email: 'nadia@example.com', subject: 'Invoice', message: 'I need an invoice for BK-20260610-ABC123.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const confirmation = (await screen.findByText('Message sent')).closest('[role="status"]') as HTMLElement;
    expect(confirmation).toHaveTextContent(CONTACT_MESSAGES.sent);
    await waitFor(() => expect(confirmation.parentElement).toHaveFocus());
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Nadia Benali', email: 'nadia@example.com', subject: 'Invoice', message: 'I need an invoice for BK-20260610-ABC123.', website: '',
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/^your name/i)).toHaveValue('');
  });

  it('says so when too many messages were sent, and keeps what was typed', async () => {
    api.on('POST contact', fail(429, CONTACT_MESSAGES.tooMany, 'RATE_LIMITED'));
    const { user } = await render();
    await screen.findByRole('button', { name: 'Send message' });
    await fill(user, { name: 'Nadia', email: 'nadia@example.com', subject: 'Hello', message: 'A message long enough.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.tooMany);
    expect(screen.getByLabelText(/^your message/i)).toHaveValue('A message long enough.');
  });

  it('puts the server’s refusals on their fields', async () => {
    api.on('POST contact', { status: 400, body: { success: false, code: 'VALIDATION_ERROR', message: 'Validation failed. Please check your input.', errors: [{ field: 'email', message: CONTACT_MESSAGES.emailInvalid }] } });
    const { user } = await render();
    await screen.findByRole('button', { name: 'Send message' });
    await fill(user, { name: 'Nadia', email: 'nadia@example.com', subject: 'Hello', message: 'A message long enough.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the fields marked in red.');
    expect(screen.getByLabelText(/^your e-mail address/i)).toHaveAccessibleDescription(expect.stringContaining(CONTACT_MESSAGES.emailInvalid));
  });
});
