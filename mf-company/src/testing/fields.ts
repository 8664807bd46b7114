import type { Field } from '@pitchside/shared-api/contracts/field';

export const FIELD_ID = '00000000-0000-4000-8000-000000000f01';

/** A saved field as GET /fields/:id (and every state change) answers it. */
export function savedField(overrides: Partial<Field> = {}): Field {
  return {
    id: FIELD_ID, name: 'Centre Court', description: 'Clay court', sportType: 'tennis', surfaceType: 'clay', indoor: false,
    capacity: 4, minPlayers: 2, maxPlayers: 4, length: 23.77, width: 10.97, address: '1 Park Ave', city: 'New York',
    state: 'NY', postalCode: '10001', country: 'USA', latitude: 40.7128, longitude: -74.006, lighting: true, roofed: false,
    equipment: ['Nets'], rules: ['No glass'], amenities: ['parking'], status: 'active', basePricePerHour: 4000, currency: 'USD',
    timezone: 'America/New_York', locationId: null, publicationState: 'draft',
    images: [{ id: '00000000-0000-4000-8000-0000000000a1', url: '/api/v1/files/serve/fields/a.jpg' }],
    schedules: [{ id: '00000000-0000-4000-8000-0000000000b1', dayOfWeek: 1, openTime: '09:00', closeTime: '12:00', slotDuration: 60, breakDuration: 0, isActive: true }],
    pricingRules: [],
    company: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Green Park Sports' },
    bookingPolicy: {
      maxDurationMinutes: 180, holdMinutes: 10, payOnSite: false, requiresConfirmation: false,
      freeCancellationHours: 24, lateRefundPercent: 0, checkInOpensMinutes: 60,
    },
    publishedAt: null, createdAt: '2025-01-01T10:00:00.000Z', updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}
