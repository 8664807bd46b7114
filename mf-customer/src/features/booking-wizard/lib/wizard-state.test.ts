import { holdFixture, paidFixture } from '../testing/booking-fixtures';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

const run = (actions: WizardAction[], state: WizardState = initialWizardState('2025-06-02')) => actions.reduce(wizardReducer, state);

describe('wizard state', () => {
  it('starts on the field step with today chosen and one slot', () => {
    expect(initialWizardState('2025-06-02')).toMatchObject({ step: 'field', selection: { date: '2025-06-02', startTime: null, slots: 1 } });
  });

  it('goes on by itself only up to the details step: the hold and the payment move it further', () => {
    expect(run([{ type: 'next' }, { type: 'next' }, { type: 'next' }]).step).toBe('details');
    const held = run([{ type: 'next' }, { type: 'next' }, { type: 'held', booking: holdFixture() }]);
    expect(held.step).toBe('payment');
    expect(run([{ type: 'next' }], held).step).toBe('payment');
  });

  it('drops the hold when going back from the payment, and never goes back from the confirmation', () => {
    const held = run([{ type: 'next' }, { type: 'next' }, { type: 'held', booking: holdFixture() }]);
    expect(run([{ type: 'back' }], held)).toMatchObject({ step: 'details', hold: null });
    const paid = run([{ type: 'paid', result: paidFixture() }], held);
    expect(run([{ type: 'back' }], paid).step).toBe('confirmation');
  });

  it('forgets the start on another day, and a taken slot', () => {
    const chosen = run([{ type: 'startChosen', startTime: '09:00', slots: 2 }]);
    expect(run([{ type: 'dateChosen', date: '2025-06-03' }], chosen).selection).toEqual({ date: '2025-06-03', startTime: null, slots: 2 });
    const lost = run([{ type: 'timeLost', notice: 'Taken', forgetStart: true }], chosen);
    expect(lost).toMatchObject({ step: 'time', notice: 'Taken', selection: { startTime: null } });
    const expired = run([{ type: 'timeLost', notice: 'Expired', forgetStart: false }], chosen);
    expect(expired.selection.startTime).toBe('09:00');
    expect(run([{ type: 'startChosen', startTime: '10:00', slots: 1 }], expired).notice).toBeNull();
  });
});
