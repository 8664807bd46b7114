import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { noWeather, type HourlyWeather, type Place, type WeatherProvider } from './weather-provider.js';

/** The part of Open-Meteo's `/v1/forecast` answer that is read; `time` holds UTC hours without a zone (`2026-06-01T18:00`). */
const ZForecastSchema = z.object({
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: z.array(z.number().nullable()),
    precipitation_probability: z.array(z.number().nullable()).optional(),
    weather_code: z.array(z.number().int().nullable()),
  }),
});

type Forecast = ReadonlyMap<string, HourlyWeather>;

export interface OpenMeteoOptions {
  /** How long an answer is reused for the same place. */
  cacheMs?: number;
  /** How long to wait for an answer before doing without. */
  timeoutMs?: number;
  /** Places kept at most (the oldest goes first). */
  maxPlaces?: number;
  /** Told of each failure (the page then simply shows no weather). */
  onFailure?: (error: unknown) => void;
}

/** Forecast places are rounded to two decimals (about a kilometre): nearby fields share one answer. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/** `2026-06-01T18:00` of a UTC instant's hour. */
const hourKey = (hour: Date) => hour.toISOString().slice(0, 13) + ':00';

/**
 * An Open-Meteo-compatible service (`WEATHER_URL`): the hourly temperature, chance of rain and WMO code
 * of a place, in UTC. Answers are kept per rounded place for `cacheMs`; concurrent asks for one place share
 * one request; a failure is not kept, so the next ask tries again.
 */
export class OpenMeteoWeather implements WeatherProvider {
  private readonly baseUrl: string;
  private readonly cache = new Map<string, { until: number; forecast: Promise<Forecast | null> }>();
  private readonly cacheMs: number;
  private readonly timeoutMs: number;
  private readonly maxPlaces: number;

  constructor(baseUrl: string, private readonly clock: Clock, private readonly options: OpenMeteoOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.cacheMs = options.cacheMs ?? 30 * 60_000;
    this.timeoutMs = options.timeoutMs ?? 2500;
    this.maxPlaces = options.maxPlaces ?? 1000;
  }

  async hourAt(place: Place, hour: Date): Promise<HourlyWeather | null> {
    const forecast = await this.forecastOf({ latitude: rounded(place.latitude), longitude: rounded(place.longitude) });
    return forecast?.get(hourKey(hour)) ?? null;
  }

  private forecastOf(place: Place): Promise<Forecast | null> {
    const key = `${place.latitude},${place.longitude}`;
    const now = this.clock.now().getTime();
    const kept = this.cache.get(key);
    if (kept && kept.until > now) return kept.forecast;
    this.cache.delete(key);
    if (this.cache.size >= this.maxPlaces) this.cache.delete(this.cache.keys().next().value ?? key);
    const forecast = this.fetchForecast(place).then((answer) => {
      if (!answer) this.cache.delete(key);
      return answer;
    });
    this.cache.set(key, { until: now + this.cacheMs, forecast });
    return forecast;
  }

  private async fetchForecast(place: Place): Promise<Forecast | null> {
    const params = new URLSearchParams({
      latitude: String(place.latitude), longitude: String(place.longitude),
      hourly: 'temperature_2m,precipitation_probability,weather_code', timezone: 'UTC',
    });
    try {
      const response = await fetch(`${this.baseUrl}/v1/forecast?${params}`, {
        headers: { accept: 'application/json', 'user-agent': 'Pitchside/1.0 (sports field reservations; weather of a booking)' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`weather service answered ${response.status}`);
      const { hourly } = ZForecastSchema.parse(await response.json());
      const hours = new Map<string, HourlyWeather>();
      hourly.time.forEach((time, index) => {
        const temperatureC = hourly.temperature_2m[index];
        const code = hourly.weather_code[index];
        // An hour without a temperature or a code is an hour the forecast does not know.
        if (temperatureC === null || temperatureC === undefined || code === null || code === undefined) return;
        hours.set(time.slice(0, 16), { temperatureC, code, precipitationProbability: hourly.precipitation_probability?.[index] ?? null });
      });
      return hours;
    } catch (error) {
      this.options.onFailure?.(error);
      return null;
    }
  }
}

/** The weather of the configuration: the Open-Meteo-compatible service of `WEATHER_URL`, or none. */
export function createWeatherProvider(url: string | undefined, clock: Clock, onFailure?: (error: unknown) => void): WeatherProvider {
  return url ? new OpenMeteoWeather(url, clock, { onFailure }) : noWeather;
}
