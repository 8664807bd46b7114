import { screen } from '@testing-library/react';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin';
import { renderPage } from '../testing/render-page';
import { NoPermission } from './permission-gate';

const suspended = (message: string) => ({ status: 403, code: ADMIN_ERROR_CODES.companySuspended, message });

describe('NoPermission', () => {
  it('says the user lacks the rights for a plain refusal, or without a reason', () => {
    const { unmount } = renderPage(<NoPermission error={{ status: 403, code: 'FORBIDDEN', message: 'Forbidden' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument();
    unmount();
    renderPage(<NoPermission />);
    expect(screen.getByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument();
  });

  it("says the company's suspension and its reason when the API's code says so", () => {
    renderPage(<NoPermission error={suspended(ADMIN_MESSAGES.companySuspended('Unpaid invoices'))} />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('This company is suspended: Unpaid invoices');
    expect(banner).toHaveTextContent('until Pitchside reactivates it');
    expect(screen.queryByText('No permission')).not.toBeInTheDocument();
  });

  it('says it in the reader’s language around the reason the super admin gave', () => {
    renderPage(<NoPermission error={suspended(ADMIN_MESSAGES.companySuspended('Factures impayées'))} />, { language: 'fr' });
    expect(screen.getByRole('alert')).toHaveTextContent('Cette entreprise est suspendue : Factures impayées');
  });

  it('shows a message of another form as the API gave it', () => {
    renderPage(<NoPermission error={suspended('Suspended by the platform')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Suspended by the platform');
  });
});
