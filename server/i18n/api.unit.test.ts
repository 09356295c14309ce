import { describe, expect, it } from 'vitest';
import { fieldNameOf } from './api.ts';

describe("a body field's name in a message", () => {
  it("is the form's name, a bet leg's with its place in the slip, anything else as sent", () => {
    expect(fieldNameOf('name')).toBe('nome');
    expect(fieldNameOf('legs.0.choice')).toBe('escolha da seleção 1');
    expect(fieldNameOf('legs.11.closing_odds')).toBe('odd de fechamento da seleção 12');
    expect(fieldNameOf('extra.deep.1')).toBe('extra.deep.1');
    expect(fieldNameOf('legs.0.constructor')).toBe('constructor da seleção 1');
    expect(fieldNameOf('toString')).toBe('toString');
  });
});
