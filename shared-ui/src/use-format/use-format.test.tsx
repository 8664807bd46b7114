import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { formatFor, useFormat } from './use-format';

function Figures() {
  const format = useFormat();
  return (
    <p data-testid="figures">
      {[format.money(4000, 'EUR'), format.calendarDate('2025-06-02', 'weekdayDayMonth'), format.clock('18:00'), format.weekday(1)].join(' | ')}
    </p>
  );
}

describe('useFormat', () => {
  it('formats in the current language and follows a change of it', async () => {
    const { i18n } = renderWithProviders(<Figures />, { language: 'en' });
    expect(screen.getByTestId('figures')).toHaveTextContent('€40.00 | Mon, Jun 2 | 18:00 | Monday');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByTestId('figures').textContent?.replace(/\s/g, ' ')).toBe('40,00 € | lun. 2 juin | 18:00 | lundi');
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByTestId('figures')).toHaveTextContent(/40\.00.*\| .*2 يونيو \| 18:00 \| الاثنين/);
  });

  it('gives one object per language, so it can be a dependency of hooks', () => {
    expect(formatFor('fr')).toBe(formatFor('fr'));
    expect(formatFor('ar').locale).toBe('ar-u-nu-latn');
    expect(formatFor('en').weekdays()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
