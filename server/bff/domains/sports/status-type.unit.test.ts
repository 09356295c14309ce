import { describe, expect, it } from 'vitest';
import { statusTypeOf } from './event.ts';

describe('event status types', () => {
  it('maps the feed status types, unknown ones to OTHER', () => {
    expect(statusTypeOf('inprogress')).toBe('INPROGRESS');
    expect(statusTypeOf('cancelled')).toBe('CANCELED');
    expect(statusTypeOf('willcontinue')).toBe('OTHER');
  });
});
