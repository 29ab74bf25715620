import { hash01 } from '../../lib/hash.js';
import type { LatLng } from '../tour/tour.service.js';

export const WEATHER_CONDITIONS = [
  'clear',
  'partlyCloudy',
  'cloudy',
  'overcast',
  'rain',
  'thunderstorm',
  'snow',
  'sleet',
  'fog',
  'haze',
  'dust',
  'windy',
] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** Observations are renewed every 10 minutes. */
export const WEATHER_PERIOD_MS = 10 * 60_000;

export const weatherIcon = (condition: WeatherCondition) => `/static/city/weather/${condition}.svg`;

/**
 * The weather at a point, computed offline from the location and the time (no provider
 * is called): a climate model gives the temperature (mean by latitude, a seasonal swing
 * larger inland at high latitudes, a daily swing peaking at 15:00 local solar time) and a
 * deterministic hash of the 0.1° cell, the day and the 3-hour block gives the condition and
 * a small variation. The same point at the same 10-minute period always answers the same.
 */
export function weatherAt(point: LatLng, time: Date) {
  const period = Math.floor(time.getTime() / WEATHER_PERIOD_MS) * WEATHER_PERIOD_MS;
  const updated = new Date(period);
  const cellLat = Math.round(point.lat * 10);
  const cellLng = Math.round(point.lng * 10);
  const absLat = Math.abs(point.lat);

  const startOfYear = Date.UTC(updated.getUTCFullYear(), 0, 1);
  const dayOfYear = (period - startOfYear) / 86_400_000;
  // Warmest around 20 July in the north, 20 January in the south.
  const seasonal = Math.cos((2 * Math.PI * (dayOfYear - 201)) / 365.25) * (point.lat >= 0 ? 1 : -1);
  const mean = 30 - 0.55 * absLat;
  const swing = Math.min(20, 0.45 * absLat);
  const solarHour =
    (((updated.getUTCHours() + updated.getUTCMinutes() / 60 + point.lng / 15) % 24) + 24) % 24;
  const daily = Math.cos((2 * Math.PI * (solarHour - 15)) / 24) * 6;

  const day = Math.floor(period / 86_400_000);
  const block = Math.floor(period / (3 * 3600_000));
  const dayNoise = (hash01(cellLat, cellLng, day) - 0.5) * 5;
  const blockNoise = (hash01(cellLat, cellLng, block, 1) - 0.5) * 1.5;
  let temperature = mean + swing * seasonal + daily + dayNoise + blockNoise;

  const r = hash01(cellLat, cellLng, block, 2);
  const month = updated.getUTCMonth() + 1;
  const spring = point.lat >= 0 ? month >= 3 && month <= 5 : month >= 9 && month <= 11;
  let condition: WeatherCondition;
  if (r < 0.3) condition = 'clear';
  else if (r < 0.5) condition = 'partlyCloudy';
  else if (r < 0.62) condition = 'cloudy';
  else if (r < 0.7) condition = 'overcast';
  else if (r < 0.8) {
    if (temperature < -1) condition = 'snow';
    else if (temperature < 2) condition = 'sleet';
    else if (temperature > 20 && r < 0.74) condition = 'thunderstorm';
    else condition = 'rain';
    temperature -= 2;
  } else if (r < 0.85) condition = solarHour < 9 ? 'fog' : 'haze';
  else if (r < 0.9) condition = 'haze';
  else if (r < 0.95) condition = spring ? 'dust' : 'windy';
  else condition = 'windy';

  temperature = Math.max(-89.9, Math.min(59.9, Math.round(temperature * 10) / 10));
  return {
    temperature,
    condition,
    icon: weatherIcon(condition),
    updatedTime: updated.toISOString(),
  };
}
