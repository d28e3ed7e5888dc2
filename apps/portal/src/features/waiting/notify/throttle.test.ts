import { describe, expect, it } from 'vitest';
import { createThrottle, type ThrottleClock } from './throttle.ts';

/** A clock that moves only when told, running the timers it passes. */
function fakeClock() {
  let t = 0;
  let timers: { at: number; run: () => void }[] = [];
  const clock: ThrottleClock = {
    now: () => t,
    later: (run, ms) => {
      const timer = { at: t + ms, run };
      timers.push(timer);
      return () => void (timers = timers.filter((x) => x !== timer));
    },
  };
  const advance = (ms: number) => {
    t += ms;
    const due = timers.filter((x) => x.at <= t);
    timers = timers.filter((x) => x.at > t);
    for (const x of due) x.run();
  };
  return { clock, advance };
}

describe('the notification throttle (issue 26)', () => {
  it('raises the first at once, then at most one a minute with everything since', () => {
    const { clock, advance } = fakeClock();
    const shown: string[][] = [];
    const throttle = createThrottle<string>((lines) => shown.push([...lines]), clock, 60_000);
    throttle.push(['a']);
    expect(shown).toEqual([['a']]);
    advance(10_000);
    throttle.push(['b']);
    advance(10_000);
    throttle.push(['c', 'd']);
    expect(shown).toHaveLength(1);
    advance(39_999);
    expect(shown).toHaveLength(1);
    advance(1);
    expect(shown).toEqual([['a'], ['b', 'c', 'd']]);
    advance(120_000);
    throttle.push(['e']);
    expect(shown).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });

  it('raises nothing for no lines, and drops what waits when cleared', () => {
    const { clock, advance } = fakeClock();
    const shown: string[][] = [];
    const throttle = createThrottle<string>((lines) => shown.push([...lines]), clock, 60_000);
    throttle.push([]);
    expect(shown).toEqual([]);
    throttle.push(['a']);
    throttle.push(['b']);
    throttle.clear();
    advance(60_000);
    expect(shown).toEqual([['a']]);
  });
});
