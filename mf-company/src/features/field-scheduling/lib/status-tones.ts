import type { SlotStatus } from '@pitchside/shared-api/contracts/field-constants';

/** Colour of each availability label (docs/product/states.md); always shown beside its text, never alone. */
export const STATUS_TONES = {
  available: 'success',
  booked: 'info',
  maintenance: 'warning',
  closed: 'neutral',
  private_event: 'danger',
} as const satisfies Record<SlotStatus, 'success' | 'info' | 'warning' | 'neutral' | 'danger'>;
