import { describe, expect, it } from 'vitest';
import { scriptBlockingMs } from '../longTasks.ts';

describe("a page's own scripts' blocking time", () => {
  it('counts each script task over 50 ms, as Total Blocking Time counts a long task', () => {
    const runs = [
      { startTime: 100, duration: 80 },
      { startTime: 400, duration: 30 },
      { startTime: 900, duration: 55 },
    ];
    expect(scriptBlockingMs(runs)).toBe(30 + 0 + 5);
  });

  it('takes runs back to back as one task: a callback and the microtasks after it', () => {
    const runs = [
      { startTime: 230, duration: 35 },
      { startTime: 200, duration: 30 },
    ];
    expect(scriptBlockingMs(runs)).toBe(15);
  });

  it('keeps runs apart when the main thread was free between them', () => {
    const runs = [
      { startTime: 200, duration: 30 },
      { startTime: 240, duration: 35 },
    ];
    expect(scriptBlockingMs(runs)).toBe(0);
  });

  it('is nothing for a page whose scripts never ran in a long frame', () => {
    expect(scriptBlockingMs([])).toBe(0);
  });
});
