import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentLimitRules } from './limits.ts';

// The rules graphql-ws validates with (live/bff-sockets.ts): the same bounds as HTTP's (plugins.test.ts).
const schema = buildSchema(`
  type Node { name: String, child: Node }
  type Query { node: Node }
`);
/** The codes validation reports (each limit reports its own, beside any other validation error). */
function errorsOf(document: string): unknown[] {
  return validate(schema, parse(document), documentLimitRules()).map((error) => error.extensions.code);
}

describe('documentLimitRules', () => {
  it('passes a document within every bound', () => {
    expect(errorsOf('{ node { child { name } } }')).toEqual([]);
  });

  it('refuses depth over 12, counting fragments as they are spread', () => {
    const nested = (n: number): string => (n === 0 ? 'name' : `child { ${nested(n - 1)} }`);
    expect(errorsOf(`{ node { ${nested(10)} } }`)).toEqual([]);
    expect(errorsOf(`{ node { ${nested(12)} } }`)).toEqual(['DEPTH_LIMIT']);
    const viaFragment = `{ node { ...F } } fragment F on Node { ${nested(12)} }`;
    expect(errorsOf(viaFragment)).toEqual(['DEPTH_LIMIT']);
  });

  it('refuses more than 15 aliases and more than 30 directives', () => {
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: node { name }`).join(' ')} }`;
    expect(errorsOf(aliases)).toEqual(['ALIAS_LIMIT']);
    // Every alias counts, of __typename too (graphql-armor lets those through by default).
    const typenames = `{ ${Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ')} }`;
    expect(errorsOf(typenames)).toEqual(['ALIAS_LIMIT']);
    // And any field aliased as __typename, which armor's default exempts by the alias's name.
    const named = `{ ${Array.from({ length: 16 }, () => '__typename: node { name }').join(' ')} }`;
    expect(errorsOf(named)).toContain('ALIAS_LIMIT');
    expect(errorsOf(`{ node { name ${'@include(if: true) '.repeat(31)} } }`)).toContain('DIRECTIVE_LIMIT');
  });
});
