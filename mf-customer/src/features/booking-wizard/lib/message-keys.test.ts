import { serverTextKeys } from './message-keys';

describe('server text keys', () => {
  it('knows the maximum duration text for the longest booking of the field’s company', () => {
    expect(serverTextKeys({ slotMinutes: 60, capacity: 22, maxMinutes: 120 }).get('The maximum booking duration is 2 hours.'))
      .toEqual({ key: 'booking.errors.maximumDuration', values: { hours: 2 } });
    expect(serverTextKeys({ slotMinutes: 60, capacity: 22, maxMinutes: 240 }).get('The maximum booking duration is 2 hours.')).toBeUndefined();
  });
});
