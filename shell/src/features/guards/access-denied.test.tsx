import { screen } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';
import { AccessDenied } from './access-denied';

describe('access denied', () => {
  it('names the required roles and the user’s role, and goes back', async () => {
    const { user } = renderShell(<AccessDenied requiredRoles={['SUPER_ADMIN', 'COMPANY_OWNER']} userRole="CUSTOMER" />, {
      history: ['/dashboard'],
      route: '/admin',
    });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have the required permissions to access this page.")).toBeInTheDocument();
    expect(screen.getByText('Required role(s): Super Admin, Company Owner')).toBeInTheDocument();
    expect(screen.getByText('Your role: Customer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('translates role names and calls an unknown role Unknown', () => {
    renderShell(<AccessDenied requiredRoles={['EMPLOYEE']} userRole={null} />, { language: 'fr' });
    expect(screen.queryByText(/Employee/)).not.toBeInTheDocument();
    expect(screen.getByText(/Inconnu/)).toBeInTheDocument();
  });
});
