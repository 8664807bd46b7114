/**
 * axe-core (WCAG 2.2 A/AA rules) over every component, closed and open, in English/light and
 * Arabic/dark. Colour contrast is not computable in jsdom; tokens.test.ts checks it on the palette.
 */
import axe from 'axe-core';
import { screen } from '@testing-library/react';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { ThemeMode } from '../theme/theme';
import { renderWithProviders } from './render';
import { Alert } from '../alert/alert';
import { Avatar } from '../avatar/avatar';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card, CardHeader } from '../card/card';
import { Checkbox } from '../checkbox/checkbox';
import { Chip } from '../chip/chip';
import { ComingSoonButton } from '../coming-soon-button/coming-soon-button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { Dialog } from '../dialog/dialog';
import { Drawer } from '../drawer/drawer';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from '../dropdown-menu/dropdown-menu';
import { EmptyState } from '../empty-state/empty-state';
import { Grid } from '../grid/grid';
import { IconButton } from '../icon-button/icon-button';
import { BellIcon, CalendarIcon, GlobeIcon, LogoutIcon, MenuIcon, UserIcon } from '../icons/icons';
import { Link } from '../link/link';
import { LoadError } from '../load-error/load-error';
import { NativeSelect } from '../native-select/native-select';
import { Popover } from '../popover/popover';
import { Select } from '../select/select';
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton';
import { Spinner } from '../spinner/spinner';
import { Stack } from '../stack/stack';
import { Switch } from '../switch/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs/tabs';
import { TextArea } from '../text-area/text-area';
import { TextField } from '../text-field/text-field';
import { Tooltip } from '../tooltip/tooltip';

const SPORTS = [
  { value: 'football', label: 'Football' },
  { value: 'tennis', label: 'Tennis' },
];

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
    // Only the violations are read: axe then stops collecting every node that passes.
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function Page() {
  return (
    <main>
      <h1>Kitchen sink</h1>
      <Stack direction="row" gap={2} wrap>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline" loading>Saving</Button>
        <Button variant="danger" disabled>Delete</Button>
        <Button asChild variant="ghost"><a href="/register">Sign up</a></Button>
        <ComingSoonButton>Add employee</ComingSoonButton>
        <IconButton label="Notifications, 3 unread"><BellIcon /><Badge tone="danger" variant="solid" count={3} aria-hidden="true" /></IconButton>
        <Tooltip content="Language"><IconButton label="Change language"><GlobeIcon /></IconButton></Tooltip>
        <DropdownMenu trigger={<IconButton label="Account"><UserIcon /></IconButton>}>
          <DropdownMenuItem icon={<UserIcon />}>Profile</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem icon={<LogoutIcon />} tone="danger">Logout</DropdownMenuItem>
        </DropdownMenu>
        <Popover trigger={<Button variant="outline">Panel</Button>} label="Notifications panel"><p>Empty</p></Popover>
        <Drawer title="Menu" trigger={<IconButton label="Open menu"><MenuIcon /></IconButton>}><a href="/">Home</a></Drawer>
      </Stack>
      <form aria-label="Booking details">
        <Grid columns={2}>
          <TextField label="E-mail" type="email" required error="Please enter a valid email address" />
          <TextField label="Password" type="password" hint="At least 8 characters" />
          <TextField label="Search" hideLabel />
          <TextArea label="Notes" />
          <NativeSelect label="Surface" placeholder="Choose" options={[{ value: 'grass', label: 'Grass' }]} />
          <Select label="Sport" options={SPORTS} error="Sport is required" />
          <Checkbox label="I accept the terms" required error="You must accept the terms" />
          <Switch label="Reminders" description="30 minutes before" />
        </Grid>
      </form>
      <Tabs defaultValue="a">
        <TabsList aria-label="Bookings">
          <TabsTrigger value="a">Upcoming <Badge count={2} /></TabsTrigger>
          <TabsTrigger value="b">Past</TabsTrigger>
        </TabsList>
        <TabsContent value="a">List</TabsContent>
        <TabsContent value="b">Other</TabsContent>
      </Tabs>
      <Card as="section" aria-labelledby="card-title">
        <CardHeader titleId="card-title" title="Revenue" description="This month" />
        <Stack direction="row" gap={2} wrap>
          <Badge tone="success">Confirmed</Badge>
          <Chip label="Football" selected onClick={() => undefined} onRemove={() => undefined} />
          <Avatar name="Lina Haddad" />
          <Link href="https://x.com" external>X</Link>
        </Stack>
      </Card>
      <Alert tone="error" title="Login failed" onDismiss={() => undefined}>Invalid email or password</Alert>
      <Alert tone="success">Saved</Alert>
      <LoadError message="Failed to load bookings" onRetry={() => undefined} />
      <EmptyState icon={<CalendarIcon />} title="No bookings" action={<Button>Find a field</Button>} />
      <SkeletonGroup label="Loading fields"><Skeleton /><Skeleton shape="circle" /></SkeletonGroup>
      <Spinner />
    </main>
  );
}

const CASES: ReadonlyArray<[LanguageCode, ThemeMode]> = [['en', 'light'], ['ar', 'dark']];

describe.each(CASES)('accessibility in %s / %s', (language, theme) => {
  it('has no serious or critical axe violations with everything closed', async () => {
    renderWithProviders(<Page />, { language, theme });
    expect(await seriousViolations()).toEqual([]);
  });

  it.each([
    ['account menu', 'Account', 'menu'],
    ['popover', 'Panel', 'dialog'],
    ['drawer', 'Open menu', 'dialog'],
  ])('has none with the %s open', async (_name, trigger, role) => {
    const { user } = renderWithProviders(<Page />, { language, theme });
    await user.click(screen.getByRole('button', { name: trigger }));
    await screen.findByRole(role);
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none with a select listbox open', async () => {
    const { user } = renderWithProviders(<Page />, { language, theme });
    await user.click(screen.getByRole('combobox', { name: /Sport/ }));
    await screen.findByRole('listbox');
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none in a dialog and a confirm dialog', async () => {
    const { unmount } = renderWithProviders(
      <Dialog open title="New card" description="Stored as a token." footer={<Button>Save</Button>}>
        <TextField label="Card holder" />
      </Dialog>,
      { language, theme },
    );
    expect(await seriousViolations()).toEqual([]);
    unmount();
    renderWithProviders(
      <ConfirmDialog open title="Cancel booking?" description="Free until 24 h before." tone="danger" onConfirm={() => undefined} />,
      { language, theme },
    );
    expect(await seriousViolations()).toEqual([]);
  });
});
