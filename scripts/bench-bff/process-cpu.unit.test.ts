import { describe, expect, it } from 'vitest';
import { processCpuMicros, statCpuMicros } from './process-cpu.ts';

describe('statCpuMicros', () => {
  it('adds utime and stime (clock ticks of 10 ms) past a command name with spaces and parentheses', () => {
    const stat =
      '4242 (node (upstreams) x) S 1 4242 4242 0 -1 4194560 9001 0 12 0 250 37 0 0 20 0 11 0 3510 1093 9 0';
    expect(statCpuMicros(stat)).toBe((250 + 37) * 10_000);
  });

  it('refuses text that is no stat line', () => {
    expect(() => statCpuMicros('nothing here')).toThrow(/not a \/proc/);
  });
});

describe('processCpuMicros', () => {
  it('is undefined for no process or one that does not exist', () => {
    expect(processCpuMicros(undefined)).toBeUndefined();
    expect(processCpuMicros(2 ** 31 - 1)).toBeUndefined();
  });
});
