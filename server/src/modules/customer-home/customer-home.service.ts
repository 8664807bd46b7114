import {
  CUSTOMER_HOME_LISTS, CUSTOMER_HOME_MESSAGES as M, weatherSummary,
  type BookingCalendar, type CalendarBooking, type CustomerDashboard, type Goals, type GoalsUpdate, type Weather,
} from '@pitchside/shared-api/contracts/customer-home';
import type { Clock } from '../../lib/clock.js';
import { monthAt, monthDays, type ZonedMonth } from './customer-month.js';
import type { CustomerHomeRepository, GoalCounts, StoredGoals } from './customer-home.repository.js';
import type { WeatherProvider } from './weather-provider.js';

/** Who the home page is for: the signed-in user and the zone their "this month" is read in (customer-month.ts). */
export interface HomeOwner {
  userId: string;
  timezone: string;
}

/** Minutes as hours with one decimal. */
const hoursOf = (minutes: number) => Math.round(minutes / 6) / 10;

const HOUR_MS = 3_600_000;

/**
 * The customer's home page (docs/product/figures.md, "The customer's home"): the overview, the calendar of
 * their bookings, the weather of an upcoming booking and their monthly goals. Only the caller's own rows.
 */
export class CustomerHomeService {
  constructor(
    private readonly repo: CustomerHomeRepository,
    private readonly weatherProvider: WeatherProvider,
    private readonly clock: Clock,
  ) {}

  async dashboard(owner: HomeOwner): Promise<CustomerDashboard> {
    const now = this.clock.now();
    const month = monthAt(now, owner.timezone);
    const [counts, spent, upcoming, recentActivity, goals] = await Promise.all([
      this.repo.bookingCounts(owner.userId, now, month),
      this.repo.spent(owner.userId),
      this.repo.upcoming(owner.userId, now, CUSTOMER_HOME_LISTS.upcoming),
      this.repo.recentActivity(owner.userId, CUSTOMER_HOME_LISTS.recentActivity),
      this.goalsIn(owner.userId, month),
    ]);
    return {
      stats: {
        upcoming: counts.upcoming,
        played: counts.played,
        hoursPlayed: { thisMonth: hoursOf(counts.playedMinutesInPeriod), allTime: hoursOf(counts.playedMinutesAllTime) },
        spent,
        favouriteSport: counts.favouriteSport,
      },
      upcoming,
      recentActivity,
      goals,
      thisMonth: { month: month.month, timezone: month.timezone },
    };
  }

  async goals(owner: HomeOwner): Promise<Goals> {
    return this.goalsIn(owner.userId, monthAt(this.clock.now(), owner.timezone));
  }

  async updateGoals(owner: HomeOwner, update: GoalsUpdate): Promise<{ data: Goals; message: string }> {
    const now = this.clock.now();
    const [stored, counts] = await Promise.all([
      this.repo.saveGoals(owner.userId, update, now),
      this.repo.goalCounts(owner.userId, monthAt(now, owner.timezone)),
    ]);
    return { data: goalsOf(stored, counts), message: M.goalsSaved };
  }

  /** The days of `month` with the customer's bookings, each booking on its local day at its field. */
  async calendar(owner: HomeOwner, month: string): Promise<BookingCalendar> {
    const rows = await this.repo.calendar(owner.userId, monthDays(month));
    const days: BookingCalendar['days'] = [];
    for (const { date, ...booking } of rows) {
      const last = days.at(-1);
      const entry: CalendarBooking = booking;
      if (last?.date === date) last.bookings.push(entry);
      else days.push({ date, bookings: [entry] });
    }
    return { month, days };
  }

  /**
   * The forecast for the hour an upcoming booking of the caller starts, at its field; null when there is
   * nothing true to say: no weather service, a failure or a slow answer, an hour outside the forecast, or
   * a booking that is not one of the caller's upcoming bookings (whether it exists is not told).
   */
  async weather(owner: HomeOwner, bookingId: string): Promise<Weather | null> {
    const place = await this.repo.upcomingPlace(owner.userId, bookingId, this.clock.now());
    if (!place) return null;
    const hour = new Date(Math.floor(place.start.getTime() / HOUR_MS) * HOUR_MS);
    const forecast = await this.weatherProvider.hourAt(place, hour);
    if (!forecast) return null;
    return { ...forecast, summary: weatherSummary(forecast.code) };
  }

  private async goalsIn(customerId: string, month: ZonedMonth): Promise<Goals> {
    const [stored, counts] = await Promise.all([this.repo.goals(customerId), this.repo.goalCounts(customerId, month)]);
    return goalsOf(stored, counts);
  }
}

function goalsOf(stored: StoredGoals, counts: GoalCounts): Goals {
  return { ...stored, progress: { games: counts.games, hours: hoursOf(counts.minutes) } };
}
