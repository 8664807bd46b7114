import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Stack } from '@pitchside/shared-ui/stack';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { NS } from '../../../locales/namespace';
import { actionsFor, type BookingAction } from '../hooks/use-booking-action';
import { BookingActionDialog } from './booking-action-dialog';

const VARIANTS = { confirm: 'primary', decline: 'danger', cancel: 'outline' } as const;

/** The buttons of what can be done to this booking now; each opens its dialog. */
export function BookingActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<BookingAction | null>(null);
  const actions = actionsFor(booking);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" gap={2} wrap>
      {actions.map((action) => (
        <Button key={action} size="sm" variant={VARIANTS[action]} onClick={() => setOpen(action)}
          aria-label={t(`bookings.actions.${action}Named`, { name: booking.fullName, number: booking.bookingNumber })}>
          {t(`bookings.actions.${action}`)}
        </Button>
      ))}
      {open && <BookingActionDialog action={open} booking={booking} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
