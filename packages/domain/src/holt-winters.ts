/**
 * Additive Holt-Winters (triple exponential smoothing) with a seasonal period, as pure functions:
 * fitting by a grid search over the smoothing parameters (least one-step squared error), forecasts
 * with prediction intervals, and a backtest (MAPE on held-back periods). The business-intelligence
 * forecast fits daily revenue with a weekly season (period 7) and sums the days into weeks.
 */

export type HoltWintersParams = { alpha: number; beta: number; gamma: number };

export type HoltWintersModel = HoltWintersParams & {
  period: number;
  level: number;
  trend: number;
  /** The last `period` seasonal components, oldest first; the next step uses seasonals[0]. */
  seasonals: number[];
  /** Standard deviation of the one-step-ahead errors over the fit. */
  sigma: number;
  sse: number;
};

type Run = { level: number; trend: number; seasonals: number[]; sse: number; count: number };

/** Initial level, trend and seasonals from the first two seasons (the classical start). */
function initialState(series: readonly number[], period: number): { level: number; trend: number; seasonals: number[] } {
  const first = series.slice(0, period);
  const second = series.slice(period, 2 * period);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const level = mean(first);
  const trend = second.length === period ? (mean(second) - level) / period : 0;
  const seasonals = first.map((value) => value - level);
  return { level, trend, seasonals };
}

function run(series: readonly number[], period: number, { alpha, beta, gamma }: HoltWintersParams): Run {
  const start = initialState(series, period);
  let { level, trend } = start;
  const seasonals = [...start.seasonals];
  let sse = 0;
  let count = 0;
  for (let t = period; t < series.length; t++) {
    const value = series[t] as number;
    const seasonIndex = t % period;
    const season = seasonals[seasonIndex] as number;
    const predicted = level + trend + season;
    const error = value - predicted;
    sse += error * error;
    count += 1;
    const previousLevel = level;
    level = alpha * (value - season) + (1 - alpha) * (level + trend);
    trend = beta * (level - previousLevel) + (1 - beta) * trend;
    seasonals[seasonIndex] = gamma * (value - level) + (1 - gamma) * season;
  }
  // Rotate so that seasonals[0] belongs to the step after the series.
  const next = series.length % period;
  const rotated = [...seasonals.slice(next), ...seasonals.slice(0, next)];
  return { level, trend, seasonals: rotated, sse, count };
}

const grid = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const trendGrid = [0, 0.01, 0.05, 0.1, 0.2, 0.3];

/** Fits the model; needs at least two full seasons. Parameters may be given instead of searched. */
export function fitHoltWinters(series: readonly number[], period: number, params?: HoltWintersParams): HoltWintersModel {
  if (period < 2) throw new RangeError('period must be at least 2');
  if (series.length < 2 * period) throw new RangeError('need at least two seasons of data');
  let best: { params: HoltWintersParams; result: Run } | null = null;
  const candidates: HoltWintersParams[] = params
    ? [params]
    : grid.flatMap((alpha) => trendGrid.flatMap((beta) => grid.map((gamma) => ({ alpha, beta, gamma }))));
  for (const candidate of candidates) {
    const result = run(series, period, candidate);
    if (!best || result.sse < best.result.sse) best = { params: candidate, result };
  }
  const { params: chosen, result } = best as { params: HoltWintersParams; result: Run };
  const sigma = result.count > 0 ? Math.sqrt(result.sse / result.count) : 0;
  return { ...chosen, period, level: result.level, trend: result.trend, seasonals: result.seasonals, sigma, sse: result.sse };
}

/** Point forecasts for the next `horizon` steps. */
export function forecastHoltWinters(model: HoltWintersModel, horizon: number): number[] {
  return Array.from({ length: horizon }, (_, i) => model.level + (i + 1) * model.trend + (model.seasonals[i % model.period] as number));
}

/**
 * Variance multiplier of the h-step error of additive Holt-Winters (Hyndman et al., class 1):
 * 1 + Σ_{j=1}^{h-1} (α + αβj + γ[j mod m = 0])².
 */
export function horizonVarianceFactor(model: HoltWintersParams & { period: number }, h: number): number {
  let factor = 1;
  for (let j = 1; j < h; j++) {
    const c = model.alpha + model.alpha * model.beta * j + (j % model.period === 0 ? model.gamma : 0);
    factor += c * c;
  }
  return factor;
}

export type WeeklyForecast = { week: number; forecast: number; lower: number; upper: number };

/**
 * Sums a daily forecast into weeks of 7 days with a 95 % interval. The week's error variance is
 * taken as the sum of its days' variances (errors of neighbouring days are treated as independent).
 */
export function weeklyForecast(model: HoltWintersModel, weeks: number, z = 1.96): WeeklyForecast[] {
  const daily = forecastHoltWinters(model, weeks * 7);
  return Array.from({ length: weeks }, (_, w) => {
    let sum = 0;
    let variance = 0;
    for (let d = 0; d < 7; d++) {
      const h = w * 7 + d + 1;
      sum += daily[h - 1] as number;
      variance += model.sigma * model.sigma * horizonVarianceFactor(model, h);
    }
    const half = z * Math.sqrt(variance);
    return { week: w + 1, forecast: sum, lower: Math.max(0, sum - half), upper: sum + half };
  });
}

/** Mean absolute percentage error in percent over the pairs whose actual is not zero; null when none. */
export function mape(actual: readonly number[], predicted: readonly number[]): number | null {
  let total = 0;
  let count = 0;
  actual.forEach((value, i) => {
    if (value === 0) return;
    total += Math.abs((value - (predicted[i] as number)) / value);
    count += 1;
  });
  return count === 0 ? null : (total / count) * 100;
}

/**
 * Backtest: fits on the daily series without its last `heldWeeks` weeks, forecasts those weeks and
 * answers the MAPE of the weekly sums against what happened.
 */
export function backtestWeekly(
  daily: readonly number[],
  heldWeeks: number,
): { mape: number | null; actual: number[]; predicted: number[] } {
  const held = heldWeeks * 7;
  const training = daily.slice(0, daily.length - held);
  const model = fitHoltWinters(training, 7);
  const predicted = weeklyForecast(model, heldWeeks).map((week) => week.forecast);
  const tail = daily.slice(daily.length - held);
  const actual = Array.from({ length: heldWeeks }, (_, w) => tail.slice(w * 7, w * 7 + 7).reduce((sum, value) => sum + value, 0));
  return { mape: mape(actual, predicted), actual, predicted };
}
