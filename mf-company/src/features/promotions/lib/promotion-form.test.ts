import type { Promotion } from '@pitchside/shared-api/contracts/promotion';
import { emptyForm, formOf, toRequest, ZPromotionFormSchema } from './promotion-form';

const issues = (values: Partial<ReturnType<typeof emptyForm>>) => {
  const parsed = ZPromotionFormSchema.safeParse({ ...emptyForm(Date.UTC(2026, 5, 1, 12)), code: 'SUMMER24', ...values });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the promotion form', () => {
  it('checks the code, the numbers and the days with the contract’s texts', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ code: 'AB1' })).toEqual(['code: The code must be 4 to 20 letters or digits']);
    expect(issues({ discountPercent: '0' })).toEqual(['discountPercent: The discount must be a whole percentage from 1 to 100']);
    expect(issues({ discountPercent: '12.5' })).toEqual(['discountPercent: The discount must be a whole percentage from 1 to 100']);
    expect(issues({ minHours: '25' })).toEqual(['minHours: The minimum must be a whole number of hours from 0 to 24']);
    expect(issues({ maxUses: '0' })).toEqual(['maxUses: Enter a whole number of at least 1, or leave it empty for no limit']);
    expect(issues({ validFrom: '2026-06-10', validTo: '2026-06-09' })).toEqual(['validTo: The end must be after the start']);
    expect(issues({ validFrom: '2026-06-10', validTo: '2026-06-10' })).toEqual([]);
  });

  it('sends the first day’s midnight and the midnight after the last day, and reads them back as the same days', () => {
    const request = toRequest({ ...emptyForm(), code: ' Summer24 ', validFrom: '2026-06-10', validTo: '2026-06-20', maxUses: '', maxUsesPerCustomer: '2' });
    expect(request).toMatchObject({ code: 'Summer24', discountPercent: 10, minHours: 0, maxUses: null, maxUsesPerCustomer: 2, fieldIds: [], active: true });
    expect(request.validFrom).toBe(new Date(2026, 5, 10).toISOString());
    expect(request.validTo).toBe(new Date(2026, 5, 21).toISOString());
    const stored = { ...request, id: 'p', fields: [], uses: 0, status: 'active', createdAt: '', updatedAt: '' } as Promotion;
    expect(formOf(stored)).toMatchObject({ validFrom: '2026-06-10', validTo: '2026-06-20', maxUses: '', maxUsesPerCustomer: '2' });
  });
});
