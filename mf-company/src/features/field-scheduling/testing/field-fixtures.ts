import type { Block, Field, PricingRule, Schedule, Slot } from '@pitchside/shared-api/contracts/field';

// Contract-valid sample data (the client checks every answer against its schema).

export const FIELD_ID = '0b7c6a52-3c1e-4d59-9f5e-1f2a3b4c5d60';
export const OTHER_FIELD_ID = '1c8d7b63-4d2f-4e6a-8a6f-2a3b4c5d6e71';
const CREATED = '2025-01-10T12:00:00.000Z';

let sequence = 0;
/** A fresh UUID-shaped id for each call. */
export function nextId(): string {
  sequence += 1;
  return `9f1e2d3c-4b5a-4678-9abc-${String(sequence).padStart(12, '0')}`;
}

export function aField(over: Partial<Field> = {}): Field {
  return {
    id: FIELD_ID,
    name: 'Riverside Pitch',
    description: '',
    sportType: 'football',
    surfaceType: 'grass',
    indoor: false,
    capacity: 22,
    minPlayers: null,
    maxPlayers: null,
    length: null,
    width: null,
    address: '1 River Road',
    city: 'New York',
    state: 'NY',
    postalCode: '10001',
    country: 'US',
    latitude: 40.7,
    longitude: -74,
    lighting: true,
    roofed: false,
    equipment: [],
    rules: [],
    amenities: [],
    status: 'active',
    basePricePerHour: 4000,
    currency: 'USD',
    timezone: 'America/New_York',
    locationId: null,
    publicationState: 'published',
    images: [],
    schedules: [],
    pricingRules: [],
    company: { id: '2d9e8c74-5e3a-4f7b-9b7a-3b4c5d6e7f82', name: 'Green Park Sports' },
    bookingPolicy: {
      maxDurationMinutes: 180, holdMinutes: 10, payOnSite: false, requiresConfirmation: false,
      freeCancellationHours: 24, lateRefundPercent: 0, checkInOpensMinutes: 60,
    },
    publishedAt: CREATED,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...over,
  };
}

export function aSchedule(dayOfWeek: number, over: Partial<Schedule> = {}): Schedule {
  return { id: nextId(), dayOfWeek, openTime: '09:00', closeTime: '17:00', slotDuration: 60, breakDuration: 0, isActive: true, ...over };
}

export function aRule(over: Partial<PricingRule> = {}): PricingRule {
  return {
    id: nextId(), name: 'Peak evenings', priceMultiplier: 1.5, priority: 10, startTime: null, endTime: null, dayOfWeek: null,
    minDuration: null, startDate: null, endDate: null, isActive: true, createdAt: CREATED, ...over,
  };
}

export function aBlock(over: Partial<Block> = {}): Block {
  return {
    id: nextId(), type: 'maintenance', start: '2099-03-09T06:00:00.000Z', end: '2099-03-09T08:00:00.000Z', note: '', createdAt: CREATED,
    ...over,
  };
}

/** A slot of `date` from `startTime` lasting `minutes`, with instants for America/New_York in winter (UTC−5). */
export function aSlot(date: string, startTime: string, over: Partial<Slot> = {}, minutes = 60): Slot {
  const start = new Date(`${date}T${startTime}:00-05:00`);
  const end = new Date(start.getTime() + minutes * 60_000);
  const endTime = new Date(end.getTime() - 5 * 3_600_000).toISOString().slice(11, 16);
  return { start: start.toISOString(), end: end.toISOString(), startTime, endTime, status: 'available', price: 4000, currency: 'USD', ...over };
}
