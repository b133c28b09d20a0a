import { describe, expect, it } from 'vitest';
import { backtestWeekly, fitHoltWinters, forecastHoltWinters, horizonVarianceFactor, mape, weeklyForecast } from './holt-winters';

const weekly = [100, 120, 130, 125, 160, 40, 0];

describe('Holt-Winters with a weekly season', () => {
  it('reproduces a purely seasonal series exactly, with no error', () => {
    const series = Array.from({ length: 70 }, (_, i) => weekly[i % 7] as number);
    const model = fitHoltWinters(series, 7);
    const forecast = forecastHoltWinters(model, 14);
    for (const [i, value] of forecast.entries()) expect(value).toBeCloseTo(weekly[i % 7] as number, 6);
    expect(model.sigma).toBeCloseTo(0, 6);
  });

  it('follows a linear trend on top of the season', () => {
    const series = Array.from({ length: 84 }, (_, i) => (weekly[i % 7] as number) + 2 * i);
    const model = fitHoltWinters(series, 7);
    const next = forecastHoltWinters(model, 7);
    for (const [i, value] of next.entries()) expect(value).toBeCloseTo((weekly[(84 + i) % 7] as number) + 2 * (84 + i), 0);
  });

  it('computes one step by hand with given parameters', () => {
    // Two seasons of period 2: level 15, trend (35 - 15) / 2 = 10, seasonals -5, 5.
    const model = fitHoltWinters([10, 20, 30, 40, 52], 2, { alpha: 0.5, beta: 0.5, gamma: 0.5 });
    // t=2: value 30, season -5, predicted 20 (error 10); level = .5*(35) + .5*25 = 30; trend = .5*15 + .5*10 = 12.5; s0 = .5*0 + .5*-5 = -2.5
    // t=3: season 5, predicted 47.5; level = .5*35 + .5*42.5 = 38.75; trend = .5*8.75 + .5*12.5 = 10.625; s1 = .5*1.25 + .5*5 = 3.125
    // t=4: season -2.5, predicted 46.875; level = .5*54.5 + .5*49.375 = 51.9375
    expect(model.level).toBeCloseTo(51.9375, 6);
    expect(model.sse).toBeCloseTo(10 ** 2 + 7.5 ** 2 + 5.125 ** 2, 6);
  });

  it('widens the interval with the horizon and keeps the forecast inside it', () => {
    const series = Array.from({ length: 140 }, (_, i) => (weekly[i % 7] as number) * (1 + 0.1 * Math.sin(i * 1.7)));
    const model = fitHoltWinters(series, 7);
    const weeks = weeklyForecast(model, 12);
    expect(weeks).toHaveLength(12);
    for (const week of weeks) expect(week.lower <= week.forecast && week.forecast <= week.upper).toBe(true);
    const width = (w: (typeof weeks)[number]) => w.upper - w.lower;
    expect(width(weeks[11] as (typeof weeks)[number])).toBeGreaterThan(width(weeks[0] as (typeof weeks)[number]));
    expect(horizonVarianceFactor({ alpha: 0.5, beta: 0, gamma: 0, period: 7 }, 3)).toBeCloseTo(1.5, 10);
  });

  it('measures MAPE on held-back weeks', () => {
    expect(mape([100, 200, 0], [110, 180, 5])).toBeCloseTo(10, 10);
    expect(mape([0], [1])).toBeNull();
    const series = Array.from({ length: 182 }, (_, i) => (weekly[i % 7] as number) + i);
    const backtest = backtestWeekly(series, 4);
    expect(backtest.actual).toHaveLength(4);
    expect(backtest.mape).not.toBeNull();
    expect(backtest.mape as number).toBeLessThan(2);
  });

  it('refuses a series shorter than two seasons', () => {
    expect(() => fitHoltWinters([1, 2, 3], 7)).toThrow(RangeError);
  });
});
