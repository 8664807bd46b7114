// An owner publishes a field through the seven-step wizard; a player then finds it (search, filters,
// map, near me) and opens its page with the coming week's times and prices.
import { test, expect } from '../../support/fixtures';
import { DEMO } from '../../support/accounts';
import { FieldWizardPage, startingWith, type NewField } from '../../support/fields';
import { pitchPng } from '../../support/images';
import { signInThroughApi } from '../../support/journeys';
import { Shell, withLanguage } from '../../support/shell';
import { customerFieldsText, textPattern, type Lng } from '../../support/texts';

/** "Paris, France" as the built-in gazetteer places it (GeoNames), filled in by "Find on map". */
const GAZETTEER_PARIS = { latitude: /^48\.85/, longitude: /^2\.3[45]/ };

/**
 * A field nobody has made yet. It stands on its own spot in Paris, about 2 km north or south of the
 * centre (by language) and away from the demo fields, so "near me" standing on it lists it first.
 */
function newField(lng: Lng): NewField {
  const stamp = Date.now().toString(36);
  const jitter = (Date.now() % 1000) / 100_000;
  return {
    name: lng === 'ar' ? `ملعب النسيم ${stamp}` : `Zephyr Park ${stamp}`,
    address: '12 Rue de la Roquette',
    city: 'Paris',
    country: 'France',
    latitude: Number((48.85341 + (lng === 'ar' ? -0.02 : 0.02) + jitter).toFixed(5)),
    longitude: Number((2.3488 + jitter).toFixed(5)),
    timezone: 'Europe/Paris',
    capacity: 14,
    basePrice: 45,
    currency: 'EUR',
  };
}

interface ListedField {
  id: string;
  name: string;
  primaryImageUrl: string | null;
  distanceKm?: number;
}

// Once, in Arabic: the wizard and the player's pages right to left, the clock and the money as an Arabic
// browser writes them. Their English texts are the pages' component tests'.
const lng = 'ar';

test.describe.serial(`[${lng}] a field from the wizard to the player`, () => {
  const field = newField(lng);
  let fieldId = '';
  test.use({ geolocation: { latitude: field.latitude, longitude: field.longitude }, permissions: ['geolocation'] });

  test('the owner creates a field in seven steps and publishes it', async ({ page }) => {
    const wizard = new FieldWizardPage(page, lng);
    await signInThroughApi(page, DEMO.owner);
    await page.goto(withLanguage('/fields/new', lng));
    await new Shell(page, lng).expectDocumentLanguage(lng);
    await expect(page.getByRole('heading', { level: 1, name: wizard.t('editor.newTitle'), exact: true })).toBeVisible();
    await wizard.expectStep('basics');

    await wizard.field('editor.basics.name').fill(field.name);
    await wizard.field('editor.basics.sport').selectOption('football');
    await wizard.field('editor.basics.surface').selectOption('artificial_turf');
    await wizard.next('location');

    // The gazetteer finds the city; the pin is then set on the exact spot by typing its coordinates.
    await wizard.field('editor.location.address').fill(field.address);
    await wizard.field('editor.location.city').fill(field.city);
    await wizard.field('editor.location.country').fill(field.country);
    await wizard.button('editor.location.find').click();
    const places = page.getByRole('list', { name: wizard.t('editor.location.results'), exact: true });
    await places.getByRole('button', { name: 'Paris, France', exact: true }).click();
    const latitude = wizard.field('editor.location.latitude');
    const longitude = wizard.field('editor.location.longitude');
    await expect(latitude).toHaveValue(GAZETTEER_PARIS.latitude);
    await expect(longitude).toHaveValue(GAZETTEER_PARIS.longitude);
    await latitude.fill(String(field.latitude));
    await longitude.fill(String(field.longitude));
    await wizard.next('details');

    await wizard.field('editor.details.capacity').fill(String(field.capacity));
    await wizard.next('schedule');

    await wizard.button('fields.templates.sports_center').click();
    const days = page.getByRole('group', { name: wizard.t('editor.schedule.days'), exact: true });
    const expectEveryDay = async (labelKey: string, value: string) => {
      const controls = days.getByLabel(startingWith(wizard.t(labelKey)));
      await expect(controls).toHaveCount(7);
      for (const control of await controls.all()) await expect(control).toHaveValue(value);
    };
    await expect(days.getByRole('switch')).toHaveCount(7);
    for (const day of await days.getByRole('switch').all()) await expect(day).toBeChecked();
    await expectEveryDay('editor.schedule.opens', '06:00');
    await expectEveryDay('editor.schedule.closes', '22:00');
    await expectEveryDay('editor.schedule.slot', '60');
    await wizard.field('editor.schedule.timezone').selectOption(field.timezone);
    await wizard.next('pricing');

    await wizard.field('editor.pricing.basePrice').fill(String(field.basePrice));
    await wizard.field('editor.pricing.currency').selectOption(field.currency);
    await wizard.next('amenities');

    const parking = page.getByRole('checkbox', { name: wizard.t('fields.amenities.parking'), exact: true });
    await parking.click();
    await expect(parking).toBeChecked();
    await wizard.next('images');

    const chooser = page.waitForEvent('filechooser');
    await wizard.button('editor.images.choose').click();
    await (await chooser).setFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: pitchPng() });
    const photos = page.getByRole('list', { name: wizard.t('editor.images.list'), exact: true });
    await expect(photos.getByRole('listitem')).toHaveCount(1);
    await expect(photos.getByRole('button', { name: wizard.t('editor.images.remove', { name: 'pitch.png' }), exact: true })).toBeVisible();

    await wizard.button('editor.save.publish').click();
    await expect(page).toHaveURL((url) => url.pathname === '/company/fields', { timeout: 20_000 });
    await expect(page.getByText(wizard.t('editor.save.published'), { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: startingWith(wizard.t('fields.tabs.published')) })).toHaveAttribute('aria-selected', 'true');
    const published = page.getByRole('list', { name: wizard.t('fields.tabs.published'), exact: true });
    await expect(published.getByRole('listitem', { name: field.name, exact: true })).toBeVisible();

    // Listed publicly, with its photo stored (re-encoded by the server) as the primary one.
    const response = await page.request.get(`/api/v1/fields?search=${encodeURIComponent(field.name)}`);
    expect(response.status(), await response.text()).toBe(200);
    const { data } = (await response.json()) as { data: { fields: ListedField[] } };
    const listed = data.fields.find((candidate) => candidate.name === field.name);
    expect(listed, `GET /fields?search= lists ${field.name}`).toBeDefined();
    expect(listed?.primaryImageUrl).not.toBeNull();
    const photo = await page.request.get(listed?.primaryImageUrl ?? '');
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\//);
    fieldId = listed?.id ?? '';
  });

  test('a player finds it by search, filter, map and near me, and sees its coming week', async ({ page }) => {
    const t = (key: string, vars?: Record<string, string>) => customerFieldsText(lng, key, vars);
    await signInThroughApi(page, DEMO.customer);
    await page.goto(withLanguage('/fields', lng));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('fields.title'), exact: true })).toBeVisible();
    // The language's clock and money, as a visitor's browser writes them.
    const shown = await page.evaluate(({ language, currency, price }) => {
      const clock = new Intl.DateTimeFormat(language, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      const at = (hour: number) => clock.format(Date.UTC(2000, 0, 1, hour));
      return { at6: at(6), at7: at(7), at21: at(21), at22: at(22), price: new Intl.NumberFormat(language, { style: 'currency', currency }).format(price) };
    }, { language: lng, currency: field.currency, price: field.basePrice });
    const results = main.getByRole('list', { name: t('fields.results'), exact: true });
    const cardOf = (name: string) => results.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    const card = cardOf(field.name);

    const search = main.getByRole('searchbox', { name: t('fields.search.label'), exact: true });
    await search.fill(field.name);
    await search.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === field.name);
    await expect(card).toBeVisible();

    // A filter it does not match hides it; the filters it matches show it again.
    await main.getByRole('button', { name: startingWith(t('fields.filters.show')) }).click();
    const filters = main.getByRole('region', { name: t('fields.filters.title'), exact: true });
    const chip = (key: string) => filters.getByRole('button', { name: t(key), exact: true });
    await chip('fields.sports.basketball').click();
    await expect(card).toHaveCount(0);
    await chip('fields.sports.basketball').click();
    await chip('fields.sports.football').click();
    await chip('fields.amenities.parking').click();
    await expect(chip('fields.amenities.parking')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL((url) => url.searchParams.getAll('amenity').includes('parking') && url.searchParams.getAll('sport').includes('football'));
    await expect(card).toBeVisible();

    // On the map: its price marker, whose popup links to its page.
    const views = main.getByRole('group', { name: t('fields.view.label'), exact: true });
    await views.getByRole('button', { name: t('fields.view.map'), exact: true }).click();
    const map = main.getByRole('region', { name: t('fields.map.label'), exact: true });
    const marker = map.getByRole('button', { name: startingWith(`${field.name}, `) });
    // The marker is a point; what shows (and takes the click) is its price label.
    const priceLabel = marker.getByText(shown.price);
    await expect(priceLabel).toBeVisible();
    await priceLabel.click();
    await expect(map.getByRole('link', { name: t('fields.map.viewField'), exact: true })).toHaveAttribute('href', `/fields/${fieldId}`);
    await views.getByRole('button', { name: t('fields.view.list'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('view') !== 'map');

    // Near me, standing on the field: every field by distance, this one first with its distance.
    await search.fill('');
    await search.press('Enter');
    await expect(page).toHaveURL((url) => !url.searchParams.has('q'));
    await filters.getByRole('button', { name: t('fields.filters.reset'), exact: true }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('q') && !url.searchParams.has('amenity'));
    const nearby = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/v1/fields' && url.searchParams.has('lat');
    });
    await main.getByRole('button', { name: t('fields.nearMe.button'), exact: true }).click();
    await expect(main.getByText(t('fields.nearMe.granted'), { exact: true })).toBeVisible();
    const { data } = (await (await nearby).json()) as { data: { fields: ListedField[] } };
    const distances = data.fields.map((listed) => listed.distanceKm ?? Number.NaN);
    expect(data.fields[0]?.id, 'nearest field').toBe(fieldId);
    expect(distances.every(Number.isFinite), `every field has a distance: ${distances.join(', ')}`).toBe(true);
    expect(distances, 'distances, nearest first').toEqual([...distances].sort((a, b) => a - b));
    await expect(main.getByLabel(t('fields.sort.label'), { exact: true })).toHaveValue('distance');
    const first = results.getByRole('listitem').first();
    await expect(first.getByRole('link', { name: field.name, exact: true })).toBeVisible();
    const facts = first.getByRole('list', { name: t('fields.card.facts'), exact: true });
    await expect(facts.getByText(textPattern('customerFields', lng, 'fields.card.distance'))).toBeVisible();

    await first.getByRole('link', { name: field.name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/fields/${fieldId}`);
    await expect(main.getByRole('heading', { level: 1, name: field.name, exact: true })).toBeVisible();
    const section = (key: string) => main.getByRole('region', { name: t(key), exact: true });
    for (const key of ['about', 'specs', 'amenities', 'location', 'hours', 'pricing']) await expect(section(`fieldDetails.${key}.title`)).toBeVisible();
    await expect(section('fieldDetails.amenities.title')).toContainText(t('fieldDetails.amenities.names.parking'));
    await expect(section('fieldDetails.location.title')).toContainText(field.address);
    const gallery = main.getByRole('region', { name: t('fieldDetails.gallery.label', { name: field.name }), exact: true });
    const mainPhoto = gallery.getByRole('img', { name: textPattern('customerFields', lng, 'fieldDetails.gallery.image') });
    await expect(mainPhoto).toBeVisible();
    await expect.poll(() => mainPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const range = (start: string, end: string) => t('fieldDetails.range', { start, end });
    await expect(section('fieldDetails.hours.title')).toContainText(range(shown.at6, shown.at22));

    // The coming week in the field's zone; tomorrow is open all day: sixteen 60-minute slots, 06:00 to 22:00.
    const availability = section('fieldDetails.availability.title');
    await expect(availability).toContainText(t('fieldDetails.timesIn', { zone: field.timezone }));
    const days = availability.getByRole('tablist', { name: t('fieldDetails.availability.days'), exact: true });
    await expect(days.getByRole('tab')).toHaveCount(7);
    await days.getByRole('tab').nth(1).click();
    const slots = availability.getByRole('tabpanel').getByRole('list', { name: textPattern('customerFields', lng, 'fieldDetails.availability.slotsOn') });
    await expect(slots.getByRole('listitem')).toHaveCount(16);
    const firstSlot = slots.getByRole('listitem').first();
    await expect(firstSlot).toContainText(range(shown.at6, shown.at7));
    await expect(firstSlot).toContainText(t('fieldDetails.availability.status.available'));
    await expect(firstSlot).toContainText(shown.price);
    await expect(slots.getByRole('listitem').last()).toContainText(range(shown.at21, shown.at22));
  });
});
