// The experiment results' statistics against values known from the literature and from exact or
// simulated computation: what a marketer reads off the Data Studio must be right.
import { describe, expect, it } from 'vitest';
import { seeded } from '../../tests/support/seeded.ts';
import {
  approximateBBeatsA,
  chiSquareSurvival,
  exactBBeatsA,
  experimentResult,
  logGamma,
  normalCdf,
  probabilityBBeatsA,
  sampleRatioP,
  wilson,
} from './experiment-stats.ts';

describe('experiment statistics', () => {
  it('ln Γ matches factorials and Γ(1/2) = √π', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(11)).toBeCloseTo(Math.log(3628800), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(1001)).toBeCloseTo(5912.128178939938, 6);
  });

  it('gives 100 leads of 1,000 against 130 of 1,000 a probability of about 0.98 to beat the control', () => {
    const p = probabilityBBeatsA(101, 901, 131, 871);
    expect(p).toBeGreaterThan(0.97);
    expect(p).toBeLessThan(0.99);
    // The same by simulation of the two posteriors (a Beta(a, b) draw as the a-th of a+b-1 uniform order
    // statistics is slow; a normal draw of each posterior is exact enough at these counts).
    const random = seeded(42);
    const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const draw = (a: number, b: number) => a / (a + b) + normal() * Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)));
    let wins = 0;
    for (let i = 0; i < 200_000; i++) if (draw(131, 871) > draw(101, 901)) wins++;
    expect(Math.abs(p - wins / 200_000)).toBeLessThan(0.005);
  });

  it('says equal variants are a coin toss, and swapping them gives the complement', () => {
    expect(probabilityBBeatsA(51, 951, 51, 951)).toBeCloseTo(0.5, 2);
    expect(probabilityBBeatsA(131, 871, 101, 901) + probabilityBBeatsA(101, 901, 131, 871)).toBeCloseTo(1, 6);
  });

  it('agrees with the normal approximation where it takes over, at many leads', () => {
    for (const [aA, bA, aB, bB] of [
      [2001, 18001, 2101, 17901],
      [5001, 45001, 5041, 44961],
    ] as const) {
      expect(Math.abs(exactBBeatsA(aA, bA, aB, bB) - approximateBBeatsA(aA, bA, aB, bB)), `${aA}/${aB}`).toBeLessThan(0.003);
    }
    expect(probabilityBBeatsA(25_001, 225_001, 25_401, 224_601)).toBeCloseTo(approximateBBeatsA(25_001, 225_001, 25_401, 224_601), 12);
  });

  it('gives the Wilson interval of known cases', () => {
    // 100 of 1,000: 8.29 % to 12.02 %, as R's prop.test(100, 1000, correct = FALSE) gives it.
    const { low, high } = wilson(100, 1000);
    expect(low).toBeCloseTo(0.08290944, 6);
    expect(high).toBeCloseTo(0.12015196, 6);
    // None of 10 stays at 0 and reaches 27.75 %, never below zero.
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 4);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('computes χ² tail probabilities and Φ', () => {
    expect(chiSquareSurvival(3.841458820694124, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(5.991464547107979, 2)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(16.26623619623813, 3)).toBeCloseTo(0.001, 7);
    expect(chiSquareSurvival(0, 1)).toBe(1);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });

  it('flags 5,000 visitors against 4,500 at 50/50 as a sample-ratio mismatch, and 5,000 against 4,950 not', () => {
    const stray = experimentResult([
      { key: 'A', weight: 50, visitors: 5000, leads: 500 },
      { key: 'B', weight: 50, visitors: 4500, leads: 480 },
    ]);
    expect(stray.sampleRatioP).toBeLessThan(1e-6);
    expect(stray.sampleRatioMismatch).toBe(true);
    const fine = experimentResult([
      { key: 'A', weight: 50, visitors: 5000, leads: 500 },
      { key: 'B', weight: 50, visitors: 4950, leads: 480 },
    ]);
    expect(fine.sampleRatioMismatch).toBe(false);
    // Unequal weights are what the split is held to: 7,000 against 3,000 is right at 70/30.
    expect(
      sampleRatioP([
        { visitors: 7000, weight: 70 },
        { visitors: 3000, weight: 30 },
      ]),
    ).toBeCloseTo(1, 6);
  });

  it('says "not enough data" until every variant has 100 visitors and the test 10 leads', () => {
    const early = experimentResult([
      { key: 'A', weight: 50, visitors: 99, leads: 9 },
      { key: 'B', weight: 50, visitors: 120, leads: 9 },
    ]);
    expect(early.enoughData).toBe(false);
    const ready = experimentResult([
      { key: 'A', weight: 50, visitors: 100, leads: 4 },
      { key: 'B', weight: 50, visitors: 120, leads: 6 },
    ]);
    expect(ready.enoughData).toBe(true);
    expect(ready.variants[0]!.beatsControl).toBeNull();
    expect(ready.variants[1]!.rate).toBeCloseTo(0.05, 10);
  });
});
