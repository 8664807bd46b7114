import { screen, waitFor, within } from '@testing-library/react';
import { fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { currentSearch, renderFields } from './testing/render-fields';
import { answerSearches, fieldSummary, lastSearch, page, searches } from './testing/field-search';

const api = fakeApiForFile();
beforeEach(() => {
  answerSearches(api, () => page([]));
});

const results = () => screen.getByRole('region', { name: 'Results' });
const filtersPanel = () => screen.getByRole('region', { name: 'Filters' });

describe('FieldsPage', () => {
  it('has its title, a search box and the seven sorts of the product reference', async () => {
    renderFields(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Find a field' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search fields' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Newest', 'Name A–Z', 'Name Z–A', 'Price: low to high', 'Price: high to low', 'Largest capacity', 'Smallest capacity',
    ]);
    expect(sort).toHaveValue('newest');
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    expect(lastSearch(api).toString()).toBe('sort=newest&page=1&limit=12');
  });

  it('shows skeleton cards, then one card per field linking to its page', async () => {
    answerSearches(api, () =>
      page([
        fieldSummary({ name: 'Riverside Arena', sportType: 'tennis', surfaceType: 'clay', indoor: true, capacity: 4, basePricePerHour: 3550, city: 'Brooklyn', primaryImageUrl: '/api/v1/files/serve/a.jpg' }),
        fieldSummary({ name: 'Hill Park', sportType: 'multi_purpose', surfaceType: 'artificial_turf', currency: 'EUR', basePricePerHour: 12000 }),
      ]),
    );
    const { container } = renderFields(api);
    expect(within(results()).getByRole('status', { name: 'Loading fields' })).toBeInTheDocument();

    const cards = await within(results()).findAllByRole('listitem', {}, { timeout: 3000 });
    const riverside = cards.find((card) => card.textContent?.includes('Riverside Arena'));
    expect(riverside).toBeDefined();
    const card = within(riverside!);
    expect(card.getByRole('link', { name: 'Riverside Arena' })).toHaveAttribute('href', expect.stringMatching(/^\/fields\/00000000-/));
    expect(riverside).toHaveTextContent('$35.50 / hour');
    expect(card.getByRole('list', { name: 'Details' })).toHaveTextContent(/Tennis.*Clay.*Indoor.*Brooklyn.*Up to 4 players/);
    expect(within(results()).getByText('€120.00 / hour')).toBeInTheDocument();
    expect(within(results()).getByText('Multi-purpose')).toBeInTheDocument();
    expect(within(results()).getByText('Artificial turf')).toBeInTheDocument();

    // The first row's photos are in view at once (and the largest paint): fetched eagerly, first.
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(screen.getByText('2 fields found')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading fields' })).not.toBeInTheDocument();
  });

  it('sends every filter to the API and keeps it in the URL', async () => {
    answerSearches(api, (query) => page([fieldSummary({ name: query.has('sportType') ? 'Filtered field' : 'Any field' })]));
    const { user } = renderFields(api);
    await screen.findByRole('link', { name: 'Any field' });
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(toggle);
    const panel = within(filtersPanel());

    await user.click(panel.getByRole('button', { name: 'Tennis' }));
    await user.click(panel.getByRole('button', { name: 'Squash' }));
    await user.click(panel.getByRole('button', { name: 'Artificial turf' }));
    await user.click(panel.getByRole('button', { name: 'Parking' }));
    await user.click(panel.getByRole('button', { name: 'Wi-Fi' }));
    await user.selectOptions(panel.getByRole('combobox', { name: 'Indoor or outdoor' }), 'outdoor');
    await user.type(panel.getByRole('spinbutton', { name: 'Minimum price per hour' }), '12.5');
    await user.type(panel.getByRole('spinbutton', { name: 'Maximum price per hour' }), '60');
    await user.type(panel.getByRole('spinbutton', { name: 'Minimum capacity' }), '10');
    await user.type(panel.getByRole('spinbutton', { name: 'Maximum capacity' }), '30');
    expect(panel.getByLabelText('From')).toBeDisabled();
    await user.type(panel.getByLabelText('Date'), '2030-06-15');
    await user.type(panel.getByLabelText('From'), '18:00');
    await user.type(panel.getByLabelText('Until'), '20:30');
    expect(panel.getByLabelText('Date')).toHaveAttribute('max', '2099-12-31');
    expect(panel.getByLabelText('Date')).toHaveAttribute('min', '1900-01-01');

    await waitFor(() => expect(lastSearch(api).get('maxCapacity')).toBe('30'));
    const sent = lastSearch(api);
    expect(sent.getAll('sportType')).toEqual(['tennis', 'squash']);
    expect(sent.getAll('surfaceType')).toEqual(['artificial_turf']);
    expect(sent.getAll('amenities')).toEqual(['parking', 'wifi']);
    expect(sent.get('indoor')).toBe('false');
    expect(sent.get('minPrice')).toBe('1250');
    expect(sent.get('maxPrice')).toBe('6000');
    expect(sent.get('minCapacity')).toBe('10');
    expect(sent.get('date')).toBe('2030-06-15');
    expect(sent.get('startTime')).toBe('18:00');
    expect(sent.get('endTime')).toBe('20:30');
    expect(sent.has('radiusKm')).toBe(false);

    const url = currentSearch();
    expect(url.getAll('sport')).toEqual(['tennis', 'squash']);
    expect(url.get('priceMin')).toBe('12.5');
    expect(url.get('setting')).toBe('outdoor');
    expect(url.get('timeTo')).toBe('20:30');
    expect(panel.getByRole('button', { name: 'Tennis' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Hide filters (8 active)' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(panel.getByRole('button', { name: 'Reset filters' }));
    expect(panel.getByRole('button', { name: 'Tennis' })).toHaveAttribute('aria-pressed', 'false');
    expect(panel.getByRole('spinbutton', { name: 'Minimum price per hour' })).toHaveValue(null);
    expect(panel.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
    expect(currentSearch().toString()).toBe('');
    // Back to the first, unfiltered search (answered from the cache).
    expect(await screen.findByRole('link', { name: 'Any field' })).toBeInTheDocument();
  });

  it('reproduces a shared search from its URL', async () => {
    renderFields(api, '/fields?q=park&sport=tennis&sport=hurling&priceMax=50&surface=clay&sort=price_asc&page=2');
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    expect(lastSearch(api).toString()).toBe(
      'search=park&sportType=tennis&surfaceType=clay&maxPrice=5000&sort=price_asc&page=2&limit=12',
    );
    expect(screen.getByRole('searchbox', { name: 'Search fields' })).toHaveValue('park');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    // Filters were set, so the panel starts open and shows them.
    const panel = within(filtersPanel());
    expect(panel.getByRole('button', { name: 'Tennis' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel.getByRole('spinbutton', { name: 'Maximum price per hour' })).toHaveValue(50);
    expect(screen.getByRole('button', { name: 'Hide filters (3 active)' })).toBeInTheDocument();
  });

  it('searches once typing pauses, with the whole text', async () => {
    const { user } = renderFields(api);
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    await user.type(screen.getByRole('searchbox', { name: 'Search fields' }), 'green park');
    expect(currentSearch().has('q')).toBe(false);
    await waitFor(() => expect(lastSearch(api).get('search')).toBe('green park'));
    expect(searches(api).map((query) => query.get('search'))).toEqual([null, 'green park']);
    expect(currentSearch().get('q')).toBe('green park');
  });

  it('sorts, starting again at the first page', async () => {
    answerSearches(api, (query) => page([fieldSummary()], { total: 30, page: Number(query.get('page')) }));
    const { user } = renderFields(api, '/fields?page=2');
    await screen.findByText('30 fields found');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await waitFor(() => expect(lastSearch(api).get('sort')).toBe('price_desc'));
    expect(lastSearch(api).get('page')).toBe('1');
    expect(currentSearch().toString()).toBe('sort=price_desc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(currentSearch().has('sort')).toBe(false);
  });

  it('pages through the results with buttons, and moves focus to the top of the results', async () => {
    answerSearches(api, (query) => {
      const current = Number(query.get('page'));
      return page([fieldSummary({ name: `Page ${current} field` })], { total: 30, page: current });
    });
    const { user } = renderFields(api);
    await screen.findByRole('link', { name: 'Page 1 field' });
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pagination.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);

    await user.click(pagination.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Page 2 field' })).toBeInTheDocument();
    expect(lastSearch(api).get('page')).toBe('2');
    expect(currentSearch().get('page')).toBe('2');
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();

    const lastPage = within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 3' });
    lastPage.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Page 3 field' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says when no field matches, and resets the filters and the search from there', async () => {
    answerSearches(api, (query) => (query.has('sportType') ? page([]) : page([fieldSummary({ name: 'Any field' })])));
    const { user } = renderFields(api, '/fields?sport=hockey&q=ice');
    const empty = await within(results()).findByRole('heading', { name: 'No fields match your search' });
    expect(empty).toBeInTheDocument();
    await user.click(within(results()).getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('link', { name: 'Any field' })).toBeInTheDocument();
    expect(currentSearch().toString()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search fields' })).toHaveValue('');
  });

  it('says honestly when no field is listed at all', async () => {
    renderFields(api);
    expect(await within(results()).findByRole('heading', { name: 'No fields available yet' })).toBeInTheDocument();
    expect(within(results()).queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it('reports a failed call with a retry', async () => {
    let fail = true;
    answerSearches(api, () => (fail ? { status: 500, body: { success: false, message: 'Boom', code: 'INTERNAL' } } : page([fieldSummary({ name: 'Back again' })])));
    const { user } = renderFields(api);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Failed to load fields');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it("shows the API's message when it refuses the search", async () => {
    answerSearches(api, () => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Validation failed. Please check your input.',
        errors: [{ field: 'maxPrice', message: 'The minimum price must not exceed the maximum' }],
      },
    }));
    const { user } = renderFields(api, '/fields?priceMin=90&priceMax=10');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation failed. Please check your input.');
    expect(alert).toHaveTextContent('The minimum price must not exceed the maximum');
    answerSearches(api, () => page([fieldSummary({ name: 'Cheap field' })]));
    await user.click(within(alert).getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('link', { name: 'Cheap field' })).toBeInTheDocument();
  });

  it('speaks Arabic, right to left', async () => {
    answerSearches(api, () => page([fieldSummary({ name: 'ملعب النخيل', sportType: 'multi_purpose' })], { total: 3 }));
    renderFields(api, '/fields', 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'ابحث عن ملعب' })).toBeInTheDocument();
    expect(await screen.findByText('تم العثور على 3 ملاعب')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'النتائج' })).getByText('متعدد الاستخدامات')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
