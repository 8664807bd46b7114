import type {
  Amenity, Currency, FieldState, SportType, SurfaceType,
} from '@pitchside/shared-api/contracts/field-constants';
import { DEMO_COMPANY, DEMO_COMPANY_ATLAS } from './demo-accounts.js';

// The demo catalogue: real streets and plausible coordinates in New York (Green Park Sports), Paris
// and Casablanca (Atlas Sports Club), with varied hours, pricing rules and one draft and one archived
// field. Inserted once per company by seed-fields.ts.

export interface DemoHours {
  dayOfWeek: number;
  openTime: string;
  closeTime: string;
  slotDuration: number;
  breakDuration?: number;
  isActive?: boolean;
}

export interface DemoField {
  company: string;
  publication: FieldState;
  name: string;
  description: string;
  sportType: SportType;
  surfaceType: SurfaceType;
  indoor: boolean;
  capacity: number;
  minPlayers: number | null;
  maxPlayers: number | null;
  length: number | null;
  width: number | null;
  address: string;
  city: string;
  /** The address's state or region. */
  region: string;
  postalCode: string;
  country: string;
  latitude: number;
  longitude: number;
  lighting: boolean;
  roofed: boolean;
  equipment: string[];
  rules: string[];
  amenities: Amenity[];
  basePricePerHour: number;
  currency: Currency;
  timezone: string;
  hours: DemoHours[];
  /** `full`: peak, off-peak and weekend rules; `evenings`: peak and weekend only. */
  pricing: 'full' | 'evenings' | 'none';
  images: 2 | 3;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];

const hours = (days: number[], openTime: string, closeTime: string, slotDuration = 60, extra: Partial<DemoHours> = {}): DemoHours[] =>
  days.map((dayOfWeek) => ({ dayOfWeek, openTime, closeTime, slotDuration, ...extra }));

/** The pricing rules a `full` field gets; `evenings` leaves out the off-peak one. */
export const DEMO_PRICING_RULES = [
  { offPeak: false, rule: { name: 'Evening peak', priceMultiplier: 1.3, priority: 50, startTime: '18:00', endTime: '22:00', dayOfWeek: null } },
  { offPeak: true, rule: { name: 'Morning off-peak', priceMultiplier: 0.8, priority: 40, startTime: '06:00', endTime: '12:00', dayOfWeek: null } },
  { offPeak: false, rule: { name: 'Saturday rate', priceMultiplier: 1.2, priority: 60, startTime: null, endTime: null, dayOfWeek: 6 } },
  { offPeak: false, rule: { name: 'Sunday rate', priceMultiplier: 1.2, priority: 60, startTime: null, endTime: null, dayOfWeek: 0 } },
] as const;

const NEW_YORK = { city: 'New York', region: 'NY', country: 'United States', currency: 'USD', timezone: 'America/New_York' } as const;
const PARIS = { city: 'Paris', region: 'Île-de-France', country: 'France', currency: 'EUR', timezone: 'Europe/Paris' } as const;
const CASABLANCA = { city: 'Casablanca', region: 'Casablanca-Settat', country: 'Morocco', currency: 'EUR', timezone: 'Africa/Casablanca' } as const;

const FOOTBALL_RULES = ['Moulded studs or turf shoes only (no metal studs)', 'Shin guards recommended', 'No glass bottles on the pitch'];
const COURT_RULES = ['Non-marking indoor shoes only', 'Please leave the court on time for the next booking'];

export const DEMO_FIELDS: DemoField[] = [
  {
    company: DEMO_COMPANY, publication: 'published', ...NEW_YORK,
    name: 'Hudson River Turf', sportType: 'football', surfaceType: 'artificial_turf', indoor: false,
    description: 'A full-size floodlit turf pitch on the Hudson River Park pier, with views of the Jersey City skyline. Splits into three small-sided pitches.',
    capacity: 22, minPlayers: 10, maxPlayers: 22, length: 100, width: 64,
    address: '353 West Street, Pier 40', postalCode: '10014', latitude: 40.7291, longitude: -74.0118,
    lighting: true, roofed: false, equipment: ['Full-size goals', 'Training bibs', 'Match balls', 'Corner flags'], rules: FOOTBALL_RULES,
    amenities: ['lighting', 'changing_rooms', 'toilets', 'parking', 'first_aid', 'spectator_seating'],
    basePricePerHour: 12_000, hours: hours(EVERY_DAY, '08:00', '22:00', 90), pricing: 'full', images: 3,
  },
  {
    company: DEMO_COMPANY, publication: 'published', ...NEW_YORK,
    name: 'Chelsea Hoops Hall', sportType: 'basketball', surfaceType: 'wood', indoor: true,
    description: 'A maple-floored indoor court in a converted Chelsea warehouse, with electronic scoreboard and glass backboards.',
    capacity: 20, minPlayers: 6, maxPlayers: 10, length: 28, width: 15,
    address: '601 West 26th Street', postalCode: '10001', latitude: 40.752, longitude: -74.007,
    lighting: true, roofed: true, equipment: ['Glass backboards', 'Basketballs', 'Shot clock'], rules: COURT_RULES,
    amenities: ['changing_rooms', 'toilets', 'air_conditioning', 'heating', 'scoreboard', 'wifi', 'sound_system'],
    basePricePerHour: 8_000, hours: [...hours(WEEKDAYS, '07:00', '23:00'), ...hours(WEEKEND, '09:00', '21:00')], pricing: 'full', images: 3,
  },
  {
    company: DEMO_COMPANY, publication: 'published', ...NEW_YORK,
    name: 'Riverside Clay Courts', sportType: 'tennis', surfaceType: 'clay', indoor: false,
    description: 'Two well-kept clay courts beside Riverside Park, resurfaced every spring. Rackets for hire at the clubhouse.',
    capacity: 4, minPlayers: 2, maxPlayers: 4, length: 23.77, width: 10.97,
    address: 'Riverside Drive at West 96th Street', postalCode: '10025', latitude: 40.7969, longitude: -73.976,
    lighting: false, roofed: false, equipment: ['Net and posts', 'Rackets for hire', 'Ball machine'], rules: ['Clay-court shoes only', 'Sweep the lines after play'],
    amenities: ['toilets', 'equipment_hire', 'refreshments'],
    basePricePerHour: 6_000, hours: [...hours([1, 2, 3, 4, 5, 6], '07:00', '21:00'), ...hours([0], '08:00', '18:00')], pricing: 'full', images: 2,
  },
  {
    company: DEMO_COMPANY, publication: 'published', ...NEW_YORK,
    name: 'Pier 2 Volleyball Courts', sportType: 'volleyball', surfaceType: 'rubber', indoor: false,
    description: 'Outdoor volleyball on a cushioned sport surface at Brooklyn Bridge Park, two hours per booking. Open evenings on weekdays.',
    capacity: 12, minPlayers: 4, maxPlayers: 12, length: 18, width: 9,
    address: '150 Furman Street, Brooklyn', postalCode: '11201', latitude: 40.6985, longitude: -73.9993,
    lighting: true, roofed: false, equipment: ['Net and antennae', 'Volleyballs'], rules: ['No food on court'],
    amenities: ['lighting', 'toilets', 'refreshments'],
    basePricePerHour: 5_000, hours: [...hours(WEEKDAYS, '16:00', '22:00', 120), ...hours(WEEKEND, '09:00', '21:00', 120)], pricing: 'evenings', images: 2,
  },
  {
    company: DEMO_COMPANY, publication: 'published', ...NEW_YORK,
    name: 'Vernon Boulevard Roller Rink', sportType: 'hockey', surfaceType: 'concrete', indoor: false,
    description: 'A boarded roller-hockey rink by the East River in Long Island City. Closed on Mondays for maintenance.',
    capacity: 20, minPlayers: 8, maxPlayers: 20, length: 60, width: 30,
    address: '48-01 Vernon Boulevard, Long Island City', postalCode: '11101', latitude: 40.744, longitude: -73.9545,
    lighting: true, roofed: false, equipment: ['Goals', 'Pucks', 'Nets'], rules: ['Helmets and gloves are compulsory', 'No inline skates with worn wheels'],
    amenities: ['lighting', 'changing_rooms', 'toilets', 'first_aid', 'scoreboard'],
    basePricePerHour: 9_000, hours: hours([0, 2, 3, 4, 5, 6], '10:00', '22:00', 90), pricing: 'evenings', images: 2,
  },
  {
    company: DEMO_COMPANY, publication: 'published', ...NEW_YORK,
    name: 'Midtown Squash Club', sportType: 'squash', surfaceType: 'wood', indoor: true,
    description: 'Glass-backed championship squash court two blocks from Times Square. 45-minute games with 15 minutes between bookings.',
    capacity: 4, minPlayers: 2, maxPlayers: 4, length: 9.75, width: 6.4,
    address: '145 West 45th Street', postalCode: '10036', latitude: 40.7573, longitude: -73.9843,
    lighting: true, roofed: true, equipment: ['Rackets for hire', 'Double-yellow-dot balls', 'Eye protection'], rules: [...COURT_RULES, 'Eye protection for players under 19'],
    amenities: ['changing_rooms', 'toilets', 'air_conditioning', 'equipment_hire', 'wifi'],
    basePricePerHour: 4_000,
    hours: [...hours(WEEKDAYS, '06:00', '22:00', 45, { breakDuration: 15 }), ...hours([6], '08:00', '20:00', 45, { breakDuration: 15 }), ...hours([0], '10:00', '16:00', 45, { breakDuration: 15, isActive: false })],
    pricing: 'evenings', images: 2,
  },
  {
    company: DEMO_COMPANY, publication: 'draft', ...NEW_YORK,
    name: 'Harlem Community Sports Hall', sportType: 'multi_purpose', surfaceType: 'wood', indoor: true,
    description: 'Opening soon: a multi-sport hall for futsal, basketball and volleyball. Photos and prices still being finalised.',
    capacity: 30, minPlayers: null, maxPlayers: null, length: 40, width: 20,
    address: '2180 Frederick Douglass Boulevard', postalCode: '10026', latitude: 40.8049, longitude: -73.9552,
    lighting: true, roofed: true, equipment: ['Removable hoops', 'Futsal goals'], rules: COURT_RULES,
    amenities: ['changing_rooms', 'toilets', 'heating', 'wheelchair_accessible'],
    basePricePerHour: 7_000, hours: hours(WEEKDAYS, '09:00', '17:00'), pricing: 'none', images: 2,
  },
  {
    company: DEMO_COMPANY, publication: 'archived', ...NEW_YORK,
    name: 'East Village Futsal Cage', sportType: 'football', surfaceType: 'concrete', indoor: false,
    description: 'A fenced five-a-side cage, no longer offered while the park is rebuilt.',
    capacity: 10, minPlayers: 6, maxPlayers: 10, length: 30, width: 18,
    address: 'Avenue C at East 7th Street', postalCode: '10009', latitude: 40.7237, longitude: -73.9778,
    lighting: false, roofed: false, equipment: ['Small goals'], rules: FOOTBALL_RULES,
    amenities: ['toilets'],
    basePricePerHour: 4_500, hours: hours(EVERY_DAY, '08:00', '20:00'), pricing: 'full', images: 2,
  },
  {
    company: DEMO_COMPANY_ATLAS, publication: 'published', ...PARIS,
    name: 'Bercy Five-a-Side', sportType: 'football', surfaceType: 'artificial_turf', indoor: false,
    description: 'Five-a-side pitches on the Seine next to the Bercy arena, on latest-generation turf. Rebound boards all round.',
    capacity: 10, minPlayers: 6, maxPlayers: 10, length: 40, width: 20,
    address: '40 Quai de Bercy', postalCode: '75012', latitude: 48.833, longitude: 2.386,
    lighting: true, roofed: false, equipment: ['Five-a-side goals', 'Bibs', 'Balls'], rules: FOOTBALL_RULES,
    amenities: ['lighting', 'changing_rooms', 'toilets', 'refreshments', 'parking'],
    basePricePerHour: 9_000, hours: hours(EVERY_DAY, '08:00', '22:00'), pricing: 'full', images: 3,
  },
  {
    company: DEMO_COMPANY_ATLAS, publication: 'published', ...PARIS,
    name: "Court d'Auteuil", sportType: 'tennis', surfaceType: 'clay', indoor: false,
    description: 'A red-clay court at the edge of the Bois de Boulogne, a few steps from the Porte d’Auteuil.',
    capacity: 4, minPlayers: 2, maxPlayers: 4, length: 23.77, width: 10.97,
    address: '2 Avenue Gordon Bennett', postalCode: '75016', latitude: 48.8459, longitude: 2.253,
    lighting: false, roofed: false, equipment: ['Net and posts', 'Rackets for hire'], rules: ['Clay-court shoes only', 'Sweep the lines after play'],
    amenities: ['toilets', 'changing_rooms', 'equipment_hire', 'refreshments'],
    basePricePerHour: 4_500, hours: [...hours([1, 2, 3, 4, 5, 6], '07:00', '21:00'), ...hours([0], '08:00', '18:00')], pricing: 'full', images: 2,
  },
  {
    company: DEMO_COMPANY_ATLAS, publication: 'published', ...PARIS,
    name: 'Marais Badminton Hall', sportType: 'badminton', surfaceType: 'wood', indoor: true,
    description: 'Draught-free badminton hall in the heart of the Marais, with competition lighting and feather shuttles on sale.',
    capacity: 4, minPlayers: 2, maxPlayers: 4, length: 13.4, width: 6.1,
    address: '15 Rue des Blancs-Manteaux', postalCode: '75004', latitude: 48.8591, longitude: 2.356,
    lighting: true, roofed: true, equipment: ['Net and posts', 'Rackets for hire', 'Shuttlecocks'], rules: COURT_RULES,
    amenities: ['changing_rooms', 'toilets', 'heating', 'equipment_hire', 'wifi'],
    basePricePerHour: 2_000, hours: [...hours(WEEKDAYS, '07:00', '23:00'), ...hours(WEEKEND, '09:00', '21:00')], pricing: 'full', images: 2,
  },
  {
    company: DEMO_COMPANY_ATLAS, publication: 'published', ...PARIS,
    name: 'Canal Saint-Martin Playground', sportType: 'basketball', surfaceType: 'concrete', indoor: false,
    description: 'A floodlit outdoor court by the canal, open until midnight every day. Streetball tournaments on summer Sundays.',
    capacity: 10, minPlayers: 2, maxPlayers: 10, length: 28, width: 15,
    address: '102 Quai de Jemmapes', postalCode: '75010', latitude: 48.8716, longitude: 2.3657,
    lighting: true, roofed: false, equipment: ['Chain nets', 'Basketballs'], rules: ['No music after 22:00'],
    amenities: ['lighting', 'refreshments'],
    basePricePerHour: 3_000, hours: hours(EVERY_DAY, '10:00', '24:00'), pricing: 'full', images: 3,
  },
  {
    company: DEMO_COMPANY_ATLAS, publication: 'published', ...CASABLANCA,
    name: 'Ain Diab Corniche Pitch', sportType: 'football', surfaceType: 'artificial_turf', indoor: false,
    description: 'Seven-a-side turf pitch on the Corniche with a sea breeze, floodlit until late.',
    capacity: 14, minPlayers: 10, maxPlayers: 14, length: 60, width: 40,
    address: 'Boulevard de la Corniche, Ain Diab', postalCode: '20180', latitude: 33.5925, longitude: -7.677,
    lighting: true, roofed: false, equipment: ['Seven-a-side goals', 'Bibs', 'Balls'], rules: FOOTBALL_RULES,
    amenities: ['lighting', 'changing_rooms', 'toilets', 'parking', 'security'],
    basePricePerHour: 5_000, hours: hours(EVERY_DAY, '08:00', '22:00'), pricing: 'full', images: 3,
  },
  {
    company: DEMO_COMPANY_ATLAS, publication: 'published', ...CASABLANCA,
    name: 'Maarif Tennis Club', sportType: 'tennis', surfaceType: 'clay', indoor: false,
    description: 'A clay court in a quiet club garden in Maarif, with a coach available on request.',
    capacity: 4, minPlayers: 2, maxPlayers: 4, length: 23.77, width: 10.97,
    address: 'Rue Ibnou Mounir, Maarif', postalCode: '20330', latitude: 33.583, longitude: -7.633,
    lighting: true, roofed: false, equipment: ['Net and posts', 'Rackets for hire', 'Ball machine'], rules: ['Clay-court shoes only'],
    amenities: ['lighting', 'changing_rooms', 'toilets', 'refreshments', 'equipment_hire'],
    basePricePerHour: 2_500, hours: [...hours(WEEKDAYS, '07:00', '23:00'), ...hours(WEEKEND, '09:00', '21:00')], pricing: 'full', images: 2,
  },
  {
    company: DEMO_COMPANY_ATLAS, publication: 'published', ...CASABLANCA,
    name: 'Anfa Volleyball Arena', sportType: 'volleyball', surfaceType: 'wood', indoor: true,
    description: 'Air-conditioned indoor volleyball hall with seating for 150 spectators, home of a local women’s league.',
    capacity: 12, minPlayers: 6, maxPlayers: 12, length: 18, width: 9,
    address: "Boulevard d'Anfa", postalCode: '20050', latitude: 33.5895, longitude: -7.64,
    lighting: true, roofed: true, equipment: ['Net and antennae', 'Volleyballs', 'Referee stand'], rules: COURT_RULES,
    amenities: ['changing_rooms', 'toilets', 'air_conditioning', 'spectator_seating', 'scoreboard', 'wheelchair_accessible'],
    basePricePerHour: 3_500, hours: hours(EVERY_DAY, '08:00', '22:00'), pricing: 'full', images: 2,
  },
  {
    company: DEMO_COMPANY_ATLAS, publication: 'published', ...CASABLANCA,
    name: 'Hay Hassani Multi-Sport Ground', sportType: 'multi_purpose', surfaceType: 'rubber', indoor: false,
    description: 'A community ground for futsal, handball and basketball. Opens at 14:00 on Fridays.',
    capacity: 30, minPlayers: null, maxPlayers: null, length: 40, width: 20,
    address: 'Boulevard Oued Sebou, Hay Hassani', postalCode: '20230', latitude: 33.561, longitude: -7.669,
    lighting: true, roofed: false, equipment: ['Futsal goals', 'Basketball hoops', 'Balls'], rules: ['Flat-soled shoes only'],
    amenities: ['lighting', 'toilets', 'parking', 'security'],
    basePricePerHour: 3_000, hours: [...hours([0, 1, 2, 3, 4, 6], '08:00', '22:00', 90), ...hours([5], '14:00', '22:00', 90)], pricing: 'evenings', images: 2,
  },
];

/** The field under maintenance in the coming days. */
/**
 * Booking rules of the demo companies (tax in basis points of the subtotal, fee in minor units): New York
 * sales tax and a card fee, and a manager confirms each paid booking; Atlas with French VAT, a smaller fee,
 * payment on site accepted and paid bookings confirmed at once.
 */
export const DEMO_BOOKING_RULES: Record<string, { taxRateBp: number; processingFee: number; payOnSite: boolean; requiresConfirmation: boolean }> = {
  [DEMO_COMPANY]: { taxRateBp: 888, processingFee: 150, payOnSite: false, requiresConfirmation: true },
  [DEMO_COMPANY_ATLAS]: { taxRateBp: 2000, processingFee: 100, payOnSite: true, requiresConfirmation: false },
};

export const DEMO_MAINTENANCE = {
  field: 'Hudson River Turf',
  /** Days after today (the field's local date). */
  inDays: 2,
  startTime: { hours: 8, minutes: 0 },
  endTime: { hours: 12, minutes: 0 },
  note: 'Turf grooming and line repainting',
};
