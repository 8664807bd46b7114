import type { EmployeeShift } from '../contracts/employees.js';
import { employeesApi } from './employees-api.js';
import { createAppStore, type AppStore } from './store.js';
import { fail, ok, fakeApiForFile } from './testing/fake-api.js';

const EMPLOYEE = '7f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c01';
const BASE = `companies/employees/${EMPLOYEE}`;
const SHIFT: EmployeeShift = {
  id: '9f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c01', employeeId: EMPLOYEE, start: '2026-12-03T09:00:00.000Z', end: '2026-12-03T17:00:00.000Z',
  fieldId: null, notes: null,
};
const DAYS = [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }];

const api = fakeApiForFile();

let store: AppStore;
beforeEach(() => {
  api.on(`GET ${BASE}/shifts`, ok({ shifts: [SHIFT] }));
  api.on(`POST ${BASE}/shifts`, { status: 201, ...ok(SHIFT) });
  api.on(`PUT ${BASE}/shifts/${SHIFT.id}`, ok(SHIFT));
  api.on(`DELETE ${BASE}/shifts/${SHIFT.id}`, ok(null));
  api.on(`GET ${BASE}/availability`, ok({ days: DAYS }));
  api.on(`PUT ${BASE}/availability`, ({ body }) => ok(body));
  store = createAppStore({ apiBaseUrl: api.baseUrl, retrySleep: async () => undefined });
});

/** Lets the lists a write made stale be asked again. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const { endpoints } = employeesApi;

describe('employees api: shifts and availability', () => {
  it('reads the shifts of a window, and a super admin names the company', async () => {
    expect((await store.dispatch(endpoints.getEmployeeShifts.initiate({ id: EMPLOYEE }))).data).toEqual([SHIFT]);
    await store.dispatch(endpoints.getEmployeeShifts.initiate({
      id: EMPLOYEE, companyId: 'c 1', from: '2026-12-01T00:00:00+01:00', to: '2026-12-29T00:00:00+01:00',
    }));
    await store.dispatch(endpoints.removeEmployeeShift.initiate({ id: EMPLOYEE, shiftId: SHIFT.id, companyId: 'c 1' }));
    await settle();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining([
      `GET ${BASE}/shifts`,
      `GET ${BASE}/shifts?companyId=c+1&from=2026-12-01T00%3A00%3A00%2B01%3A00&to=2026-12-29T00%3A00%3A00%2B01%3A00`,
      `DELETE ${BASE}/shifts/${SHIFT.id}?companyId=c+1`,
    ]));
  });

  it('has the shifts asked again after a write, not after a refused one', async () => {
    const list = store.dispatch(endpoints.getEmployeeShifts.initiate({ id: EMPLOYEE }));
    await list;
    const shift = { start: '2026-12-03T10:00:00+01:00', end: '2026-12-03T18:00:00+01:00', fieldId: null, notes: 'Opening' };
    await store.dispatch(endpoints.addEmployeeShift.initiate({ id: EMPLOYEE, shift }));
    await settle();
    expect(api.calls(`POST ${BASE}/shifts`)[0]!.body).toEqual(shift);
    expect(api.calls(`GET ${BASE}/shifts`)).toHaveLength(2);

    api.on(`POST ${BASE}/shifts`, fail(409, 'This shift overlaps another shift of this employee', 'SHIFT_OVERLAP'));
    const refused = await store.dispatch(endpoints.addEmployeeShift.initiate({ id: EMPLOYEE, shift }));
    expect(refused.error).toMatchObject({ status: 409, message: 'This shift overlaps another shift of this employee' });
    await settle();
    expect(api.calls(`GET ${BASE}/shifts`)).toHaveLength(2);

    await store.dispatch(endpoints.updateEmployeeShift.initiate({ id: EMPLOYEE, shiftId: SHIFT.id, shift }));
    await settle();
    expect(api.calls(`PUT ${BASE}/shifts/${SHIFT.id}`)).toHaveLength(1);
    expect(api.calls(`GET ${BASE}/shifts`)).toHaveLength(3);
    list.unsubscribe();
  });

  it('reads and replaces the availability, then reads it again', async () => {
    const availability = store.dispatch(endpoints.getEmployeeAvailability.initiate({ id: EMPLOYEE }));
    expect((await availability).data).toEqual({ days: DAYS });
    const days = [{ dayOfWeek: 0, startTime: '10:00', endTime: '14:00' }, ...DAYS];
    const saved = await store.dispatch(endpoints.setEmployeeAvailability.initiate({ id: EMPLOYEE, availability: { days } }));
    expect(saved.data).toEqual({ days });
    expect(api.calls(`PUT ${BASE}/availability`)[0]!.body).toEqual({ days });
    await settle();
    expect(api.calls(`GET ${BASE}/availability`)).toHaveLength(2);
    availability.unsubscribe();
  });
});
