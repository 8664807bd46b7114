import { profileFormData } from './company-profile-api.js';

describe('profileFormData (docs/product/validation.md, company form submission)', () => {
  it('sends plain values as text, objects and lists as JSON strings, files by name and documents indexed; nulls are skipped', () => {
    const logo = new Blob(['png'], { type: 'image/png' });
    const docs = [new Blob(['%PDF-'], { type: 'application/pdf' }), new Blob(['%PDF-'], { type: 'application/pdf' })];
    const form = profileFormData({
      changes: {
        name: 'Green Park', foundedYear: 2015, website: null, legalName: undefined,
        registeredAddress: { street: '1 Way', city: 'Boston', state: 'MA', postalCode: '02115', country: 'US' },
        languages: ['en', 'fr'],
      },
      logo,
      insuranceDocuments: docs,
    });
    expect(form.get('name')).toBe('Green Park');
    expect(form.get('foundedYear')).toBe('2015');
    expect(form.has('website')).toBe(false);
    expect(form.has('legalName')).toBe(false);
    expect(JSON.parse(form.get('registeredAddress') as string)).toMatchObject({ city: 'Boston' });
    expect(JSON.parse(form.get('languages') as string)).toEqual(['en', 'fr']);
    expect(form.get('logo')).toBeInstanceOf(Blob);
    expect([...form.keys()].filter((k) => k.startsWith('insuranceDocuments'))).toEqual(['insuranceDocuments[0]', 'insuranceDocuments[1]']);
  });
});
