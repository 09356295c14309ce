import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { BFF_MESSAGES } from './bff.ts';
import { graphqlMessageInPtBR } from './graphql-js.ts';
import { MESSAGES } from './pt-BR.ts';

const schema = buildSchema(`
  directive @onField on FIELD
  directive @needs(level: Int!) on FIELD
  enum Result { WON LOST VOID HALF_WON HALF_LOST }
  input DepositInput { id: ID!, amount: String!, idempotencyKey: String! }
  input PickInput @oneOf { a: Int, b: String }
  interface Node { id: ID! }
  type Account implements Node { id: ID!, name: String, balance(currency: String!): Float }
  type Bet implements Node { id: ID!, result: Result }
  union Item = Account | Bet
  type Query {
    node(id: ID!): Node
    account(id: ID!): Account
    item: Item
    accounts(first: Int): [Account!]!
    pick(input: PickInput): Int
    result(value: Result): Result
    deposit(input: DepositInput): Int
  }
  type Subscription { a: Int, b: Int }
`);

/** Every name and value graphql-js quotes, which the pt-BR text must keep as it is. */
const quoted = (message: string) => message.match(/"[^"]*"/g) ?? [];
/** English of graphql-js's templates that must not survive outside the quoted names and values. */
const ENGLISH =
  /\b(the|of|is|not|must|cannot|can|type|field|expected|found|unexpected|did you mean|was|provided|unknown|invalid|only|used|never|defined)\b/i;

function expectPtBR(message: string): string {
  const ptBR = graphqlMessageInPtBR(message);
  expect(ptBR, message).not.toBe(message);
  expect(ptBR.replace(/"[^"]*"/g, ''), message).not.toMatch(ENGLISH);
  for (const text of quoted(message)) expect(ptBR, message).toContain(text);
  return ptBR;
}

/**
 * The documents that make each rule of `specifiedRules` (what every document meets, over HTTP and
 * graphql-ws) report each of its messages: the list of the rule messages the catalogue covers.
 */
const COVERED: Record<string, string[]> = {
  ExecutableDefinitionsRule: ['{ item { __typename } } type Foo { a: Int }', 'schema { query: Query }'],
  UniqueOperationNamesRule: ['query A { item { __typename } } query A { item { __typename } }'],
  LoneAnonymousOperationRule: ['{ item { __typename } } query B { item { __typename } }'],
  SingleFieldSubscriptionsRule: [
    'subscription S { a b }',
    'subscription { a b }',
    'subscription S { __typename }',
    'subscription { __typename }',
  ],
  KnownTypeNamesRule: ['query ($x: Strin) { accounts(first: 1) { id } }'],
  FragmentsOnCompositeTypesRule: [
    '{ item { ... on Result { __typename } } }',
    'fragment F on Result { __typename } { item { ...F } }',
  ],
  VariablesAreInputTypesRule: ['query ($x: Account) { item { __typename } }'],
  ScalarLeafsRule: ['{ account(id: 1) { name { x } } }', '{ account(id: 1) }', '{ account(id: 1) { id } }'],
  FieldsOnCorrectTypeRule: ['{ nope }', '{ acount(id: 1) { id } }', '{ item { name } }'],
  UniqueFragmentNamesRule: ['fragment F on Account { id } fragment F on Account { id } { item { ...F } }'],
  KnownFragmentNamesRule: ['{ account(id: 1) { ...G } }'],
  NoUnusedFragmentsRule: ['fragment F on Account { id } { item { __typename } }'],
  PossibleFragmentSpreadsRule: [
    '{ account(id: 1) { ... on Bet { id } } }',
    'fragment B on Bet { id } { account(id: 1) { ...B } }',
  ],
  NoFragmentCyclesRule: [
    'fragment A on Account { ...A } { account(id: 1) { ...A } }',
    'fragment A on Account { ...B } fragment B on Account { ...C } fragment C on Account { ...A }',
  ],
  UniqueVariableNamesRule: ['query ($x: Int, $x: Int) { accounts(first: $x) { id } }'],
  NoUndefinedVariablesRule: ['query Q { accounts(first: $n) { id } }', '{ accounts(first: $n) { id } }'],
  NoUnusedVariablesRule: [
    'query Q($n: Int) { item { __typename } }',
    'query ($n: Int) { item { __typename } }',
  ],
  KnownDirectivesRule: ['{ item @nope { __typename } }', 'query @onField { item { __typename } }'],
  UniqueDirectivesPerLocationRule: ['{ item @onField @onField { __typename } }'],
  KnownArgumentNamesRule: [
    '{ accounts(frist: 1) { id } }',
    '{ item @needs(level: 1, lvl: 2) { __typename } }',
  ],
  UniqueArgumentNamesRule: ['{ accounts(first: 1, first: 2) { id } }'],
  ValuesOfCorrectTypeRule: [
    '{ accounts(first: "10") { id } }',
    '{ result(value: MAYBE) }',
    '{ result(value: "WON") }',
    '{ deposit(input: { id: 1, amount: "1" }) }',
    '{ deposit(input: { id: 1, amount: "1", idempotencyKey: "k", idempotencyKy: "k" }) }',
    '{ deposit(input: 3) }',
    '{ pick(input: { a: 1, b: "x" }) }',
    '{ pick(input: { a: null }) }',
  ],
  ProvidedRequiredArgumentsRule: ['{ account { id } }', '{ item @needs { __typename } }'],
  VariablesInAllowedPositionRule: [
    'query ($id: ID) { account(id: $id) { id } }',
    'query ($a: Int) { pick(input: { a: $a }) }',
  ],
  OverlappingFieldsCanBeMergedRule: [
    '{ item { __typename } item: accounts { id } }',
    '{ accounts(first: 1) { id } accounts(first: 2) { id } }',
    '{ account(id: 1) { x: id x: name } }',
    '{ account(id: 1) { id } account(id: 1) { id: name } }',
  ],
  UniqueInputFieldNamesRule: ['{ deposit(input: { id: 1, id: 2, amount: "1", idempotencyKey: "k" }) }'],
  MaxIntrospectionDepthRule: [
    '{ __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }',
  ],
};

/**
 * Rules never run on a request to the BFF, whose messages stay in English: schema-definition (SDL) rules,
 * graphql-js's optional custom rules.
 */
const NOT_RUN = [
  'LoneSchemaDefinitionRule',
  'PossibleTypeExtensionsRule',
  'UniqueArgumentDefinitionNamesRule',
  'UniqueDirectiveNamesRule',
  'UniqueEnumValueNamesRule',
  'UniqueFieldDefinitionNamesRule',
  'UniqueOperationTypesRule',
  'UniqueTypeNamesRule',
  'NoDeprecatedCustomRule',
  'NoSchemaIntrospectionCustomRule',
];

/** The messages a rule reports on a document; a document the parser refuses is built from another. */
function reported(rule: ValidationRule, text: string): string[] {
  let document = parse(text);
  // The parser refuses `{ }`: the empty selection ScalarLeafsRule names is made from `{ id }`.
  if (text === '{ account(id: 1) { id } }')
    document = visit(document, {
      SelectionSet: (node, _key, parent) =>
        parent && 'kind' in parent && parent.kind === Kind.FIELD && parent.name.value === 'account'
          ? { ...node, selections: [] }
          : undefined,
    });
  return validate(schema, document, [rule]).map((error) => error.message);
}

describe('graphql-js messages in pt-BR', () => {
  it('covers every message of every rule a request meets (specifiedRules)', () => {
    const names = specifiedRules.map((rule) => rule.name);
    expect(Object.keys(COVERED).sort()).toEqual([...new Set(names)].sort());
    for (const rule of specifiedRules) {
      for (const text of COVERED[rule.name]) {
        const messages = reported(rule, text);
        expect(messages.length, `${rule.name}: ${text}`).toBeGreaterThan(0);
        for (const message of messages) expectPtBR(message);
      }
    }
  });

  it('knows every rule graphql-js ships: covered, or never run by the BFF', () => {
    const dir = fileURLToPath(new URL('../../node_modules/graphql/validation/rules', import.meta.url));
    const shipped = [...readdirSync(dir), ...readdirSync(`${dir}/custom`)].flatMap((file) =>
      /^\w+Rule\.js$/.test(file) ? [file.replace(/\.js$/, '')] : [],
    );
    expect(shipped.sort()).toEqual([...Object.keys(COVERED), ...NOT_RUN].sort());
  });

  it('translates the validation messages integrators meet most, word for word', () => {
    expect(
      graphqlMessageInPtBR('Cannot query field "nope" on type "Query". Did you mean "node" or "nodes"?'),
    ).toBe('Não é possível consultar o campo "nope" no tipo "Query". Você quis dizer "node" ou "nodes"?');
    expect(
      graphqlMessageInPtBR('Cannot query field "a" on type "Query". Did you mean "b", "c", "d", or "e"?'),
    ).toBe('Não é possível consultar o campo "a" no tipo "Query". Você quis dizer "b", "c", "d" ou "e"?');
    expect(
      graphqlMessageInPtBR('Unknown argument "frist" on field "Query.accounts". Did you mean "first"?'),
    ).toBe('Argumento desconhecido "frist" no campo "Query.accounts". Você quis dizer "first"?');
    expect(graphqlMessageInPtBR('Unknown type "Strin". Did you mean "String"?')).toBe(
      'Tipo desconhecido "Strin". Você quis dizer "String"?',
    );
    expect(graphqlMessageInPtBR('Unknown fragment "G".')).toBe('Fragmento desconhecido "G".');
    expect(graphqlMessageInPtBR('Cannot spread fragment "A" within itself via "B", "C".')).toBe(
      'O fragmento "A" não pode ser usado dentro de si mesmo, por meio de "B", "C".',
    );
    expect(graphqlMessageInPtBR('Variable "$n" is not defined by operation "Q".')).toBe(
      'A variável "$n" não foi declarada pela operação "Q".',
    );
    expect(graphqlMessageInPtBR('Variable "$n" is never used.')).toBe('A variável "$n" nunca é usada.');
    expect(
      graphqlMessageInPtBR(
        'Field "account" argument "id" of type "ID!" is required, but it was not provided.',
      ),
    ).toBe('O argumento "id" do campo "account", do tipo "ID!", é obrigatório e não foi informado.');
    expect(
      graphqlMessageInPtBR(
        'Expected value of type "Int", found "10"; Int cannot represent non-integer value: "10"',
      ),
    ).toBe('Esperava um valor do tipo "Int", encontrou "10"; Int só aceita números inteiros; recebeu: "10"');
    expect(graphqlMessageInPtBR('Directive "@onField" may not be used on QUERY.')).toBe(
      'A diretiva "@onField" não pode ser usada em QUERY.',
    );
  });

  it.each([
    ['{ viewer ', 'Erro de sintaxe: esperava um nome, encontrou o fim do documento.'],
    ['{ {', 'Erro de sintaxe: esperava um nome, encontrou "{".'],
    ['{ a() }', 'Erro de sintaxe: esperava um nome, encontrou ")".'],
    ['{ a(x 1) }', 'Erro de sintaxe: esperava ":", encontrou um número inteiro "1".'],
    ['fragment F { a }', 'Erro de sintaxe: esperava "on", encontrou "{".'],
    ['{ a } b', 'Erro de sintaxe: não esperava um nome "b" aqui.'],
    ['', 'Erro de sintaxe: não esperava o fim do documento aqui.'],
    ['{ a(x: "abc) }', 'Erro de sintaxe: texto sem as aspas de fechamento.'],
    ['{ % }', 'Erro de sintaxe: caractere inesperado: "%".'],
    ["{ a(x: 'b') }", `Erro de sintaxe: aspas simples (') inesperadas. Você quis dizer aspas duplas (")?`],
    ['{ a(x: 01) }', 'Erro de sintaxe: número inválido: dígito inesperado depois do 0: "1".'],
    ['{ a(x: 1.x) }', 'Erro de sintaxe: número inválido: esperava um dígito, encontrou "x".'],
    ['{ a(x: "\\q") }', 'Erro de sintaxe: sequência de escape inválida: "\\q".'],
    ['{ a(x: "\\u12") }', 'Erro de sintaxe: sequência de escape Unicode inválida: "\\u12")".'],
    ['{ a(x: "\uD800") }', 'Erro de sintaxe: caractere inválido dentro de um texto: U+D800.'],
    ['{ a \u0007 }', 'Erro de sintaxe: caractere inesperado: U+0007.'],
    ['{ a \uD800 }', 'Erro de sintaxe: caractere inválido: U+D800.'],
    ['enum E { true }', 'Erro de sintaxe: um nome "true" é reservado e não pode ser valor de enum.'],
    ['type T { a(b: Int = $v): Int }', 'Erro de sintaxe: variável "$v" inesperada em um valor constante.'],
    [
      '"d" { a }',
      'Erro de sintaxe: descrição inesperada: uma consulta abreviada ({ … }) não aceita descrição.',
    ],
  ])('translates the syntax error of %j', (text, ptBR) => {
    let message = '';
    try {
      parse(text);
    } catch (error) {
      message = (error as GraphQLError).message;
    }
    expect(message).toMatch(/^Syntax Error: /);
    expect(graphqlMessageInPtBR(message)).toBe(ptBR);
  });

  it('leaves a syntax error it does not know whole, never half translated', () => {
    expect(graphqlMessageInPtBR('Syntax Error: Something new.')).toBe('Syntax Error: Something new.');
  });

  const variables = parse(`query (
    $input: DepositInput!, $n: Int, $r: Result, $x: ID!, $f: Float, $b: Boolean, $s: String,
    $p: PickInput, $list: [Int!]
  ) { item { __typename } }`).definitions[0] as OperationDefinitionNode;
  const coercion = (inputs: Record<string, unknown>) => {
    const result = getVariableValues(schema, variables.variableDefinitions ?? [], inputs);
    return 'errors' in result && result.errors ? result.errors.map((error) => error.message) : [];
  };
  const valid = { input: { id: '1', amount: '1', idempotencyKey: 'k' }, x: '1' };

  it('keeps a value holding "; " whole, and finds the reason after it', () => {
    const [message] = coercion({ ...valid, b: 'a; b' });
    expect(graphqlMessageInPtBR(message)).toBe(
      'A variável "$b" recebeu um valor inválido "a; b"; ' +
        graphqlMessageInPtBR(message.split('"a; b"; ')[1]),
    );
    expect(graphqlMessageInPtBR(message)).not.toMatch(/Boolean cannot/);
  });

  it('stays whole on values made of its own phrases, and leaves a long echo as graphql-js wrote it', () => {
    const phrase = '; Variable "$a" got invalid value ';
    const messageOf = (keys: number) =>
      coercion({
        ...valid,
        b: Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}${phrase}`, i])),
      })[0];
    for (const keys of [3, 40]) {
      const translated = graphqlMessageInPtBR(messageOf(keys));
      for (let i = 0; i < keys; i++) expect(translated).toContain(`k${i}${phrase}`);
    }
    // 88 kB of the caller's own text: translated, it nested once per key (5,000 keys overflowed the stack,
    // a 500); it is left as it came.
    const long = messageOf(990);
    expect(graphqlMessageInPtBR(long)).toBe(long);
  });

  it('translates a message over the bound with its long names and values cut, keeping the rest', () => {
    const name = 'x'.repeat(2_100);
    const [unknownField] = validate(schema, parse(`{ ${name} }`));
    expect(unknownField.message.length).toBeGreaterThan(2_000);
    expect(graphqlMessageInPtBR(unknownField.message)).toBe(
      graphqlMessageInPtBR('Cannot query field "x" on type "Query".').replace('"x"', `"${'x'.repeat(80)}…"`),
    );
    const [longValue] = coercion({ ...valid, n: 'é'.repeat(3_000) });
    expect(graphqlMessageInPtBR(longValue)).toBe(
      graphqlMessageInPtBR(coercion({ ...valid, n: 'é' })[0]).replaceAll('"é"', `"${'é'.repeat(80)}…"`),
    );
    // A quote left open (a block string of escaped quotes ending in a backslash, 50 kB) keeps the rest as
    // it came, read once: an earlier reading scanned it again from each escaped quote (0.8 s).
    let unclosed = '';
    try {
      parse('{ """' + '\\"'.repeat(25_000) + '\\\n""" }');
    } catch (error) {
      unclosed = (error as GraphQLError).message;
    }
    expect(unclosed.length).toBeGreaterThan(50_000);
    expect(graphqlMessageInPtBR(unclosed)).toBe(unclosed);
    // A pair cut in half would leave a lone surrogate in the answer.
    const [astral] = coercion({ ...valid, n: 'a' + '😀'.repeat(1_500) });
    expect(graphqlMessageInPtBR(astral)).toContain(`"a${'😀'.repeat(39)}…"`);
  });

  it('translates the coercion of variables, keeping names, paths and values', () => {
    const cases: Array<Record<string, unknown>> = [
      { input: valid.input },
      { ...valid, x: null },
      { ...valid, input: { id: '1', amount: '1' } },
      { ...valid, input: { id: '1', amount: '1', idempotencyKey: 'k', foo: 1 } },
      { ...valid, input: { id: '1', amount: '1', idempotencyKey: 'k', idempotencyKy: 1 } },
      { ...valid, input: 'x' },
      { ...valid, input: { ...valid.input, id: null } },
      { ...valid, n: '10' },
      { ...valid, n: 2 ** 40 },
      { ...valid, r: 'MAYBE' },
      { ...valid, r: 'WONN' },
      { ...valid, r: 3 },
      { ...valid, x: true },
      { ...valid, f: 'x' },
      { ...valid, b: 'yes' },
      { ...valid, s: { a: 1 } },
      { ...valid, p: { a: 1, b: 'x' } },
      { ...valid, list: [1, 'two'] },
    ];
    for (const inputs of cases) {
      const messages = coercion(inputs);
      expect(messages.length, JSON.stringify(inputs)).toBeGreaterThan(0);
      for (const message of messages) expectPtBR(message);
    }
  });

  it.each([
    [
      'Variable "$input" got invalid value "150.001" at "input.amount"; Valor inválido: use um texto decimal com ponto e até duas casas, por exemplo "1234.56".',
      'A variável "$input" recebeu um valor inválido "150.001" em "input.amount"; Valor inválido: use um texto decimal com ponto e até duas casas, por exemplo "1234.56".',
    ],
    [
      'Variable "$input" got invalid value { id: "x" }; Field "idempotencyKey" of required type "String!" was not provided.',
      'A variável "$input" recebeu um valor inválido { id: "x" }; O campo "idempotencyKey", do tipo obrigatório "String!", não foi informado.',
    ],
    [
      'Variable "$n" got invalid value "10"; Int cannot represent non-integer value: "10"',
      'A variável "$n" recebeu um valor inválido "10"; Int só aceita números inteiros; recebeu: "10"',
    ],
    [
      'Variable "$r" got invalid value "MAYBE"; Value "MAYBE" does not exist in "BetSettleResult" enum.',
      'A variável "$r" recebeu um valor inválido "MAYBE"; O valor "MAYBE" não existe no enum "BetSettleResult".',
    ],
    [
      'Variable "$r" got invalid value "WONN"; Value "WONN" does not exist in "Result" enum. Did you mean the enum value "WON"?',
      'A variável "$r" recebeu um valor inválido "WONN"; O valor "WONN" não existe no enum "Result". Você quis dizer o valor "WON"?',
    ],
    [
      'Variable "$input" got invalid value { foo: 1 }; Field "foo" is not defined by type "DepositInput".',
      'A variável "$input" recebeu um valor inválido { foo: 1 }; O campo "foo" não existe no tipo "DepositInput".',
    ],
    [
      'Variable "$x" of required type "ID!" was not provided.',
      'A variável "$x", do tipo obrigatório "ID!", não foi informada.',
    ],
    // A value whose text holds "; " is kept whole, whatever the split.
    [
      'Variable "$s" got invalid value "a; b"; Reason unknown.',
      'A variável "$s" recebeu um valor inválido "a; b"; Reason unknown.',
    ],
  ])('translates %j word for word', (message, ptBR) => {
    expect(graphqlMessageInPtBR(message)).toBe(ptBR);
  });

  it.each([
    [
      'Can only perform a mutation operation from a POST request.',
      'Mutações só podem ser enviadas por POST.',
    ],
    [
      'Could not determine what operation to execute.',
      'Não foi possível determinar qual operação executar: o documento precisa de uma operação (query, ' +
        'mutation ou subscription), e "operationName" deve dizer uma delas quando há mais de uma.',
    ],
    [
      'Must provide operation name if query contains multiple operations.',
      'O documento tem mais de uma operação: diga em "operationName" qual executar.',
    ],
    ['Unknown operation named "Z".', 'Operação desconhecida "Z".'],
  ])('translates the choice of the operation: %j', (message, ptBR) => {
    expect(graphqlMessageInPtBR(message)).toBe(ptBR);
  });

  it('leaves every message the BFF writes itself, and any message it does not know, as they are', () => {
    const render = (entry: unknown): string => {
      if (typeof entry !== 'function') return String(entry);
      const fn = entry as (...values: string[]) => string;
      return fn(...Array.from({ length: fn.length }, () => 'x'));
    };
    for (const entry of [...Object.values(BFF_MESSAGES), ...Object.values(MESSAGES)]) {
      const text = render(entry);
      expect(graphqlMessageInPtBR(text)).toBe(text);
    }
    for (const text of ['Something went wrong.', '', 'Did you mean "x"?', 'Foo. Did you mean "x"?'])
      expect(graphqlMessageInPtBR(text)).toBe(text);
  });
});
