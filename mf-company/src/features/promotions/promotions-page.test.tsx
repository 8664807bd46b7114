import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { PROMOTION_MESSAGES as M, type Promotion, type PromotionCreate } from '@pitchside/shared-api/contracts/promotion';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Permission, Role } from '@pitchside/shared-api/contracts/roles';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { PromotionsPage } from './promotions-page';

const api = fakeApiForFile();

const FIELD = { id: '00000000-0000-4000-8000-000000000101', name: 'Riverside Pitch' };
const promotionFixture = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: '00000000-0000-4000-8000-000000000201', code: 'WELCOME10', discountPercent: 10, minHours: 0,
  validFrom: '2026-06-01T04:00:00.000Z', validTo: '2026-07-01T04:00:00.000Z', maxUses: null, maxUsesPerCustomer: null,
  fieldIds: [], fields: [], active: true, uses: 3, status: 'active', createdAt: '2026-06-01T04:00:00.000Z', updatedAt: '2026-06-01T04:00:00.000Z',
  ...overrides,
});

/** Serves the promotions and keeps what POST adds, as the API does. */
function serve(initial: Promotion[] = []) {
  let current = initial;
  api.on('GET companies/promotions', () => ok(current));
  api.on('GET companies/fields', ok({
    fields: [{
      ...FIELD, sportType: 'football', surfaceType: 'artificial_turf', indoor: false, capacity: 10, basePricePerHour: 6000, currency: 'USD',
      city: 'Lyon', country: 'France', latitude: 45.76, longitude: 4.84, primaryImageUrl: null, amenities: [], companyName: 'Green Park Sports',
      publicationState: 'published', status: 'active', imageCount: 0, scheduleCount: 7, updatedAt: '2026-01-01T10:00:00.000Z',
    }],
    pagination: { page: 1, limit: 50, total: 1, totalPages: 1 }, counts: { published: 1, draft: 0, archived: 0 },
  }));
  api.on('POST companies/promotions', ({ body }) => {
    const input = body as Required<PromotionCreate>;
    const created = promotionFixture({ ...input, id: '00000000-0000-4000-8000-000000000202', uses: 0, fields: input.fieldIds.map(() => FIELD) });
    current = [created, ...current];
    return { ...ok(created, M.created), status: 201 };
  });
}

const render = ({ role = 'COMPANY_OWNER' as Role, permissions = [] as Permission[], language = 'en' as LanguageCode } = {}) =>
  renderPage(<PromotionsPage />, {
    store: signIn(createTestStore(api.baseUrl), role, permissions), path: '/company/promotions', route: '/company/promotions', language,
  });

describe('Company promotions', () => {
  it('lists each code with its discount, minimum, validity, uses, fields and status', async () => {
    serve([
      promotionFixture(),
      promotionFixture({
        id: '00000000-0000-4000-8000-000000000203', code: 'Summer24', discountPercent: 15, minHours: 2, maxUses: 50, maxUsesPerCustomer: 1,
        uses: 50, status: 'used_up', fieldIds: [FIELD.id], fields: [FIELD],
      }),
    ]);
    render();
    const table = await screen.findByRole('table', { name: 'Your promotions' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('WELCOME10');
    expect(first).toHaveTextContent(/10%.*None.*3 \(no limit\).*All fields.*Active/);
    expect(second).toHaveTextContent(/Summer24.*15%.*2 hours.*50 \/ 50.*1 per customer.*Riverside Pitch.*Used up/);
  });

  it('says when there is none yet and offers to create one', async () => {
    serve();
    render();
    expect(await screen.findByText('No promotions yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New promotion' })).toBeInTheDocument();
  });

  it('checks the dialog’s inputs before sending, then creates the promotion and lists it', async () => {
    serve();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
    const input = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.type(input(/^Code/), 'AB-1');
    await user.clear(input(/^Discount/));
    await user.type(input(/^Discount/), '150');
    await user.type(input(/^Uses in total/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create promotion' }));
    expect(await within(dialog).findByText(M.codeFormat)).toBeInTheDocument();
    expect(input(/^Discount/)).toHaveAccessibleDescription(new RegExp(M.discountRange));
    expect(input(/^Uses in total/)).toHaveAccessibleDescription(/Enter a whole number of at least 1/);
    expect(api.calls('POST companies/promotions')).toHaveLength(0);

    await user.clear(input(/^Code/));
    await user.type(input(/^Code/), 'Summer24');
    await user.clear(input(/^Discount/));
    await user.type(input(/^Discount/), '15');
    await user.clear(input(/^Uses in total/));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Riverside Pitch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST companies/promotions')[0]?.body).toMatchObject({
      code: 'Summer24', discountPercent: 15, minHours: 0, maxUses: null, maxUsesPerCustomer: null, fieldIds: [FIELD.id], active: true,
    });
    expect(await screen.findByRole('rowheader', { name: 'Summer24' })).toBeInTheDocument();
  });

  it('shows a code already taken at the code input', async () => {
    serve([promotionFixture()]);
    api.on('POST companies/promotions', fail(409, M.codeTaken, 'PROMOTION_CODE_TAKEN', { details: { field: 'code' } }));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'welcome10');
    await user.click(within(dialog).getByRole('button', { name: 'Create promotion' }));
    expect(await within(dialog).findByText(M.codeTaken)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toHaveFocus();
  });

  it('switches a code off and deletes one after confirmation', async () => {
    serve([promotionFixture()]);
    api.on('PATCH companies/promotions/:id', ok(promotionFixture({ active: false, status: 'inactive' })));
    api.on('DELETE companies/promotions/:id', ok(null, M.deleted));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Actions for WELCOME10' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(() => expect(api.calls('PATCH companies/promotions/:id')[0]?.body).toEqual({ active: false }));

    await user.click(screen.getByRole('button', { name: 'Actions for WELCOME10' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete WELCOME10?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE companies/promotions/:id')).toHaveLength(1));
  });

  it('announces a code after showing how many customers will receive it', async () => {
    serve([promotionFixture()]);
    api.on('GET companies/promotions/:id/announce', ok({ recipients: 12, announcedAt: null }));
    api.on('POST companies/promotions/:id/announce', { ...ok({ recipients: 12 }), status: 202 });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Actions for WELCOME10' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Announce by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announce WELCOME10' });
    expect(await within(dialog).findByText('12 customers will receive this promotion.')).toBeInTheDocument();
    expect(api.calls('POST companies/promotions/:id/announce')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST companies/promotions/:id/announce')).toHaveLength(1);
  });

  it('does not send a promotion twice: an announced one says when, and a refusal is shown in words', async () => {
    serve([promotionFixture(), promotionFixture({ id: '00000000-0000-4000-8000-000000000204', code: 'AUTUMN26' })]);
    api.on('GET companies/promotions/00000000-0000-4000-8000-000000000201/announce', ok({ recipients: 12, announcedAt: '2026-06-02T10:00:00.000Z' }));
    api.on('GET companies/promotions/00000000-0000-4000-8000-000000000204/announce', ok({ recipients: 4, announcedAt: null }));
    api.on('POST companies/promotions/:id/announce', fail(409, 'This promotion has already been sent to your customers', 'PROMOTION_ALREADY_ANNOUNCED'));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Actions for WELCOME10' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Announce by e-mail' }));
    const announced = await screen.findByRole('dialog', { name: 'Announce WELCOME10' });
    expect(await within(announced).findByText(/^Announced on .*: a promotion is announced once\.$/)).toBeInTheDocument();
    expect(within(announced).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(within(announced).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Actions for AUTUMN26' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Announce by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announce AUTUMN26' });
    // Send is enabled once the count of recipients has arrived.
    expect(await within(dialog).findByText('4 customers will receive this promotion.')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await within(dialog).findByText('This promotion has already been announced.')).toBeInTheDocument();
  });

  it('keeps an employee without MANAGE_FIELDS out', async () => {
    serve();
    render({ role: 'EMPLOYEE', permissions: ['MANAGE_RESERVATIONS'] });
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(api.calls('GET companies/promotions')).toHaveLength(0);
  });

  it('reads right to left in Arabic, with a retry when the list failed', async () => {
    // A refusal that is not retried behind the user's back.
    api.on('GET companies/promotions', [fail(400, 'Bad request', 'BAD_REQUEST'), ok([promotionFixture()])]);
    const { user } = render({ language: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByText('تعذّر تحميل العروض')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('rowheader', { name: 'WELCOME10' })).toBeInTheDocument();
    expect(screen.getByText('نشط')).toBeInTheDocument();
  });
});
