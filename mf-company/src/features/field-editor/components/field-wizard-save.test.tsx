import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { encodeMultipartRequests, testFile } from '../../../testing/multipart';
import { createTestStore, renderPage } from '../../../testing/render-page';
import { signIn } from '../../../testing/session';
import { nextKey, type FieldDraft } from '../model/field-draft';
import { FIELD_ID, savedField, validDraft } from '../testing/drafts';
import { FieldWizard } from './field-wizard';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  encodeMultipartRequests();
});
afterEach(() => api.reset());
afterAll(async () => {
  vi.unstubAllGlobals();
  await api.close();
});

const NEW_IMAGE = { id: '00000000-0000-4000-8000-0000000000a2', url: '/api/v1/files/serve/fields/b.jpg' };
const withNewPhoto = (): FieldDraft =>
  validDraft({ images: [{ kind: 'new', key: nextKey('image'), file: testFile('court.jpg', 'image/jpeg'), url: '', name: 'court.jpg' }] });

function open(initial: FieldDraft, props: Partial<Parameters<typeof FieldWizard>[0]> = {}) {
  const store = signIn(createTestStore(api.baseUrl), 'COMPANY_OWNER');
  return renderPage(<FieldWizard initial={initial} {...props} />, { store, path: '/fields/new', route: '/fields/new' });
}
async function toLastStep(user: ReturnType<typeof open>['user']) {
  for (let index = 0; index < 6; index += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('region', { name: 'Images' })).toBeInTheDocument();
}
const currentPath = () => screen.getByRole('status', { name: 'Current path', hidden: true });

describe('Saving the field wizard', () => {
  it('publishes a new field: creates it with its schedule, uploads the photo, sends the order, publishes', async () => {
    api.on('POST fields', ok(savedField({ images: [] })));
    api.on(`POST fields/${FIELD_ID}/images`, ok({ images: [NEW_IMAGE], rejected: [] }));
    api.on(`PUT fields/${FIELD_ID}/images/order`, ok(null));
    api.on(`POST fields/${FIELD_ID}/publish`, ok(savedField({ publicationState: 'published' })));
    const { user } = open(withNewPhoto());
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(currentPath()).toHaveTextContent('/company/fields'));
    expect(await screen.findByText('Field published')).toBeInTheDocument();
    const created = api.calls('POST fields')[0]?.body as Record<string, unknown>;
    expect(created).toMatchObject({
      name: 'Court 1', sportType: 'tennis', surfaceType: 'clay', latitude: 40.7128, longitude: -74.006, capacity: 4,
      basePricePerHour: 4000, currency: 'USD', pricingRules: [],
      schedules: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '12:00', slotDuration: 60, breakDuration: 0, isActive: true }],
    });
    expect(created).not.toHaveProperty('timezone');
    expect(api.calls(`POST fields/${FIELD_ID}/images`)).toHaveLength(1);
    expect(api.calls(`PUT fields/${FIELD_ID}/images/order`)[0]?.body).toEqual({ imageIds: [NEW_IMAGE.id] });
    expect(api.calls(`POST fields/${FIELD_ID}/publish`)).toHaveLength(1);
  });

  it('asks for an image before saving', async () => {
    const { user } = open(validDraft({ images: [] }));
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(screen.getAllByRole('alert').find((alert) => alert.textContent === 'Add at least one image')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Images' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('puts the server’s validation errors back on their steps', async () => {
    api.on('POST fields', fail(400, 'Validation failed. Please check your input.', 'VALIDATION_ERROR', {
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'schedules.0.closeTime', message: 'Invalid time range' },
      ],
    }));
    const { user } = open(validDraft());
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByRole('region', { name: 'Basic information' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Field name/ })).toHaveAccessibleDescription(/Name is required/);
    expect(screen.getByText('Failed to create field', { selector: '[role="alert"] *' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    // The first sent schedule was Monday's: its problem marks the schedule step.
    expect(steps[3]).toHaveTextContent('Schedule(needs attention)');
    await user.click(within(steps[3]!).getByRole('button'));
    expect(screen.getByRole('combobox', { name: 'Closes (Monday)' })).toHaveAccessibleDescription(/Invalid time range/);
    expect(currentPath()).toHaveTextContent('/fields/new');
  });

  it('lists photos the server refused, and a retry updates the field it already created', async () => {
    api.on('POST fields', ok(savedField({ images: [] })));
    api.on(`POST fields/${FIELD_ID}/images`, ok({ images: [], rejected: [{ filename: 'court.jpg', reason: 'Invalid image format (JPEG, PNG or WebP only)' }] }));
    const { user } = open(withNewPhoto());
    await toLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const refused = await screen.findByRole('list', { name: 'These files were not added' });
    expect(refused).toHaveTextContent('court.jpg: Invalid image format (JPEG, PNG or WebP only)');
    expect(screen.getByRole('status', { name: 'Saving progress' })).toHaveTextContent('Uploading photos: failed');
    expect(api.calls(`POST fields/${FIELD_ID}/publish`)).toHaveLength(0);
    // The refused photo left the list: the field needs another before it is saved again.
    expect(screen.queryByRole('list', { name: 'Photos in order' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === 'Add at least one image')).toBe(true);

    api.on(`PUT fields/${FIELD_ID}`, ok(savedField({ images: [] })));
    api.on(`POST fields/${FIELD_ID}/images`, ok({ images: [NEW_IMAGE], rejected: [] }));
    api.on(`PUT fields/${FIELD_ID}/images/order`, ok(null));
    api.on(`POST fields/${FIELD_ID}/publish`, ok(savedField({ publicationState: 'published' })));
    await user.upload(screen.getByLabelText('Choose photos', { selector: 'input' }), testFile('court.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentPath()).toHaveTextContent('/company/fields'));
    expect(api.calls('POST fields')).toHaveLength(1);
    expect(api.calls(`PUT fields/${FIELD_ID}`)).toHaveLength(1);
    expect(api.calls(`POST fields/${FIELD_ID}/publish`)).toHaveLength(1);
  });

  it('saves an existing field with PUT, removing a deleted photo and keeping the rest in order', async () => {
    const photos = [
      { id: '00000000-0000-4000-8000-0000000000a1', url: '/api/v1/files/serve/fields/a.jpg' },
      { id: '00000000-0000-4000-8000-0000000000a3', url: '/api/v1/files/serve/fields/c.jpg' },
    ];
    const field = savedField({ images: photos, publicationState: 'published' });
    api.on(`PUT fields/${FIELD_ID}`, ok(field));
    api.on(`DELETE fields/${FIELD_ID}/images/${photos[0]!.id}`, { status: 204, body: '' });
    api.on(`PUT fields/${FIELD_ID}/images/order`, ok(null));
    const draft = validDraft({ images: [{ kind: 'existing', key: photos[1]!.id, id: photos[1]!.id, url: photos[1]!.url, name: 'c.jpg' }] });
    const { user } = open(draft, { fieldId: FIELD_ID, publicationState: 'published' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentPath()).toHaveTextContent('/company/fields'));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(api.calls(`DELETE fields/${FIELD_ID}/images/${photos[0]!.id}`)).toHaveLength(1);
    expect(api.calls(`PUT fields/${FIELD_ID}/images/order`)[0]?.body).toEqual({ imageIds: [photos[1]!.id] });
    expect(api.calls('POST fields')).toHaveLength(0);
  });
});
