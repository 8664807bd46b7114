/** The forecast of one hour at one place. */
export interface HourlyWeather {
  temperatureC: number;
  /** Percent; null when the forecast has no figure for it. */
  precipitationProbability: number | null;
  /** WMO weather code. */
  code: number;
}

export interface Place {
  latitude: number;
  longitude: number;
}

/**
 * Where the weather comes from. Answers null whenever it cannot tell — no service, a failure, a slow
 * answer, an hour outside the forecast — so that nothing is ever made up.
 */
export interface WeatherProvider {
  /** The forecast for the hour that starts at `hour` (a whole UTC hour) at `place`. */
  hourAt(place: Place, hour: Date): Promise<HourlyWeather | null>;
}

/** No weather service configured. */
export const noWeather: WeatherProvider = { hourAt: async () => null };
