import { emptyDraft, type FieldDraft } from '../model/field-draft';

/** A draft whose every step is valid: Court 1 in New York, open Monday 09:00–12:00, 40.00 USD an hour. */
export function validDraft(overrides: Partial<FieldDraft> = {}): FieldDraft {
  const draft = emptyDraft();
  return {
    ...draft,
    name: 'Court 1', sportType: 'tennis', surfaceType: 'clay',
    address: '1 Park Ave', city: 'New York', country: 'USA', latitude: '40.7128', longitude: '-74.006',
    capacity: '4',
    schedules: draft.schedules.map((row) => (row.dayOfWeek === 1 ? { ...row, isActive: true, openTime: '09:00', closeTime: '12:00' } : row)),
    basePricePerHour: '40',
    images: [{ kind: 'existing', key: 'img-1', id: '00000000-0000-4000-8000-0000000000a1', url: '/api/v1/files/serve/a.jpg', name: 'a.jpg' }],
    ...overrides,
  };
}

export { FIELD_ID, savedField } from '../../../testing/fields';
