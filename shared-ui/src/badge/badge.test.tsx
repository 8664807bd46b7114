import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Badge, formatCount } from './badge';

describe('Badge', () => {
  it('shows text such as a status', () => {
    renderWithProviders(<Badge tone="success">Confirmed</Badge>);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });

  it('caps counts at 99+ (or a custom max) and hides zero', () => {
    const { rerender } = renderWithProviders(<Badge data-testid="b" tone="danger" variant="solid" count={7} />);
    expect(screen.getByTestId('b')).toHaveTextContent('7');
    rerender(<Badge data-testid="b" count={150} />);
    expect(screen.getByTestId('b')).toHaveTextContent('99+');
    rerender(<Badge data-testid="b" count={12} max={9} />);
    expect(screen.getByTestId('b')).toHaveTextContent('9+');
    rerender(<Badge data-testid="b" count={0} />);
    expect(screen.queryByTestId('b')).not.toBeInTheDocument();
    rerender(<Badge data-testid="b" count={0} showZero />);
    expect(screen.getByTestId('b')).toHaveTextContent('0');
  });

  it('formats counts', () => {
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(-3)).toBe('0');
  });

  it('renders a dot without text', () => {
    renderWithProviders(<Badge dot tone="success" role="img" aria-label="Online" />);
    expect(screen.getByRole('img', { name: 'Online' })).toBeEmptyDOMElement();
  });
});
