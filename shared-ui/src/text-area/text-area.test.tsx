import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a labelled multi-line textbox with a hint', async () => {
    const { user } = renderWithProviders(<TextArea label="Special requests" hint="Optional" />);
    const box = screen.getByRole('textbox', { name: 'Special requests' });
    await user.type(box, 'Line 1{Enter}Line 2');
    expect(box).toHaveValue('Line 1\nLine 2');
    expect(box).toHaveAccessibleDescription('Optional');
  });

  it('shows an error and forwards its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithProviders(<TextArea label="Rules" error="Too long" ref={ref} />);
    expect(screen.getByRole('textbox', { name: 'Rules' })).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toBeInstanceOf(HTMLTextAreaElement);
  });
});
