import { GraphQLScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from '../../schema.ts';

const scalar = (name: string) => {
  const type = getSchema().getType(name);
  if (!(type instanceof GraphQLScalarType)) throw new Error(`${name} is not a scalar`);
  return type;
};

describe('amount scalars read what a client sends', () => {
  it('Money and Decimal both ignore the spaces around a value, and nothing else', () => {
    expect(scalar('Money').parseValue(' 5.5 ')).toBe('5.50');
    expect(scalar('Decimal').parseValue(' 1.50 ')).toBe('1.50');
    expect(scalar('Decimal').parseValue('-12.5')).toBe('-12.5');
    for (const value of ['1,50', '1e2', '1. 5', '', 1.5])
      expect(() => scalar('Decimal').parseValue(value), String(value)).toThrow('Número decimal inválido.');
  });
});
