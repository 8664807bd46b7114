import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function BookingTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="upcoming" onValueChange={onValueChange}>
      <TabsList aria-label="Bookings">
        <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
        <TabsTrigger value="past">Past</TabsTrigger>
        <TabsTrigger value="all">All</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">Upcoming list</TabsContent>
      <TabsContent value="past">Past list</TabsContent>
      <TabsContent value="all">All list</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('exposes a labelled tablist with the selected tab and its panel', () => {
    renderWithProviders(<BookingTabs />);
    expect(screen.getByRole('tablist', { name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent('Upcoming list');
  });

  it('moves with arrow keys and activates by click', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<BookingTabs onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Past list');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(onValueChange.mock.calls).toEqual([['past'], ['all']]);
  });

  it('follows the reading direction: ArrowLeft goes forward in Arabic', async () => {
    const { user } = renderWithProviders(<BookingTabs />, { language: 'ar' });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Past', selected: true })).toHaveFocus();
  });
});
