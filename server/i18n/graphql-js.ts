/**
 * graphql-js 16's own messages (syntax, validation, variable and argument coercion, choosing the operation)
 * and Yoga's refusals of the HTTP request, in pt-BR: they reach integrators as they are, where every other
 * message of the API is pt-BR (docs/GRAPHQL.md, "Errors"). Each template is a pattern on graphql-js's exact
 * wording; names and values it quotes (fields, types, variables, the values sent) are kept as they came, in
 * the same quotes, so the message still points at the caller's own text. A message no template knows is
 * left as it is, never dropped; after a translated prefix ("Variable … got invalid value …; "), a reason
 * none knows (a custom scalar's own, pt-BR already) follows as it came.
 *
 * The BFF puts every outgoing error through graphqlMessageInPtBR (bff/plugins/errors.ts `outgoing`). Data and
 * one pure lookup; it imports only the catalogue's own bff.ts.
 */

import { BFF_MESSAGES } from './bff.ts';

type Template = readonly [pattern: RegExp, ptBR: (...groups: string[]) => string | undefined];

/** How graphql-js names a kind of token ("Expected Name, found <EOF>."); punctuators come quoted. */
const TOKEN_KINDS: Record<string, string> = {
  '<SOF>': 'o início do documento',
  '<EOF>': 'o fim do documento',
  Name: 'um nome',
  Int: 'um número inteiro',
  Float: 'um número decimal',
  String: 'um texto',
  BlockString: 'um bloco de texto',
  Comment: 'um comentário',
};

/** An operation's kind as graphql-js names it ("query", "mutation", "subscription"). */
const OPERATION_KINDS: Readonly<Record<string, string>> = {
  query: 'de consulta',
  mutation: 'de mutação',
  subscription: 'de assinatura',
};

/** A token as graphql-js describes it: a kind, a kind and its value (`Name "foo"`), or a quoted punctuator. */
const TOKEN = '<EOF>|<SOF>|"[^"]*"|(?:Name|Int|Float|String|BlockString|Comment)(?: ".*")?';

function token(description: string): string {
  const [, kind, value = ''] = /^(<EOF>|<SOF>|Name|Int|Float|String|BlockString|Comment)( ".*")?$/s.exec(
    description,
  ) ?? [undefined, undefined];
  return kind === undefined ? description : TOKEN_KINDS[kind] + value;
}

/** What follows "Syntax Error: " (language/lexer.js, language/parser.js), after a lower-case start. */
const SYNTAX: readonly Template[] = [
  [
    new RegExp(`^Expected (${TOKEN}), found (${TOKEN})\\.$`, 's'),
    (expected, found) => `esperava ${token(expected)}, encontrou ${token(found)}.`,
  ],
  [/^Unexpected character: (.*)\.$/s, (character) => `caractere inesperado: ${token(character)}.`],
  [
    /^Unexpected single quote character \('\), did you mean to use a double quote \("\)\?$/,
    () => `aspas simples (') inesperadas. Você quis dizer aspas duplas (")?`,
  ],
  [
    /^Unexpected description, descriptions are not supported on shorthand queries\.$/,
    () => 'descrição inesperada: uma consulta abreviada ({ … }) não aceita descrição.',
  ],
  [
    /^Unexpected description, only GraphQL definitions support descriptions\.$/,
    () => 'descrição inesperada: só definições GraphQL aceitam descrição.',
  ],
  [
    /^Unexpected variable "(\$[^"]*)" in constant value\.$/,
    (variable) => `variável "${variable}" inesperada em um valor constante.`,
  ],
  [new RegExp(`^Unexpected (${TOKEN})\\.$`, 's'), (found) => `não esperava ${token(found)} aqui.`],
  [/^Unterminated string\.$/, () => 'texto sem as aspas de fechamento.'],
  [
    /^Invalid character escape sequence: (.*)\.$/s,
    (sequence) => `sequência de escape inválida: ${sequence}.`,
  ],
  [
    /^Invalid Unicode escape sequence: (.*)\.$/s,
    (sequence) => `sequência de escape Unicode inválida: ${sequence}.`,
  ],
  [/^Invalid character: (.*)\.$/s, (character) => `caractere inválido: ${token(character)}.`],
  [
    /^Invalid character within String: (.*)\.$/s,
    (character) => `caractere inválido dentro de um texto: ${token(character)}.`,
  ],
  [
    /^Invalid number, expected digit but got: (.*)\.$/s,
    (found) => `número inválido: esperava um dígito, encontrou ${token(found)}.`,
  ],
  [
    /^Invalid number, unexpected digit after 0: (.*)\.$/s,
    (digit) => `número inválido: dígito inesperado depois do 0: ${digit}.`,
  ],
  [
    new RegExp(`^(${TOKEN}) is reserved and cannot be used for an enum value\\.$`, 's'),
    (found) => `${token(found)} é reservado e não pode ser valor de enum.`,
  ],
  [
    /^Document contains more than (\d+) comments\. Parsing aborted\.$/,
    (max) => `o documento tem mais de ${max} comentários; a leitura foi interrompida.`,
  ],
  [
    /^Document contains more that (\d+) tokens\. Parsing aborted\.$/,
    (max) => `o documento tem mais de ${max} tokens; a leitura foi interrompida.`,
  ],
  [
    /^Source contains more than (\d+) UTF-16 code units\. Parsing aborted\.$/,
    (max) => `o documento tem mais de ${max} unidades UTF-16; a leitura foi interrompida.`,
  ],
];

/**
 * Why two fields of one response name conflict (OverlappingFieldsCanBeMergedRule): its reasons nest
 * ("subfields "x" conflict because …"), so each phrase is replaced where it stands.
 */
function conflict(reason: string): string {
  return reason
    .replace(/subfields "([^"]*)" conflict because /g, 'os subcampos "$1" conflitam porque ')
    .replace(/"([^"]*)" and "([^"]*)" are different fields/g, '"$1" e "$2" são campos diferentes')
    .replace(/they have differing arguments/g, 'têm argumentos diferentes')
    .replace(
      /they return conflicting types "([^"]*)" and "([^"]*)"/g,
      'retornam os tipos conflitantes "$1" e "$2"',
    )
    .replace(/ and (?=os subcampos ")/g, ' e ');
}

/**
 * Bounds on what the caller's text can make this module do. graphql-js echoes the values it refuses, and a
 * value can hold graphql-js's own phrases ("; Variable "$a" got invalid value …" as object keys, sent
 * hundreds of times): a longer message stays as graphql-js wrote it, reasons nest at most MAX_NESTING deep,
 * and at most MAX_SPLITS places of "; " are tried as the start of a reason.
 */
const MAX_TRANSLATED_LENGTH = 2_000;
/**
 * A message over MAX_TRANSLATED_LENGTH is tried again with each quoted name or value (a 3,000-character
 * field name, a long string variable) cut to this many characters and "…": the caller still sees what it
 * sent, and the message is pt-BR like any other.
 */
const MAX_QUOTED_LENGTH = 80;
const MAX_NESTING = 3;
const MAX_SPLITS = 8;

/** How deep the reasons being translated nest now (translation is synchronous: one count serves). */
let nesting = 0;

/** A reason after "; " (a custom scalar's own, often pt-BR already): translated when known, else undefined. */
function knownReason(text: string): string | undefined {
  if (nesting >= MAX_NESTING) return undefined;
  nesting += 1;
  try {
    return translated(text);
  } finally {
    nesting -= 1;
  }
}

/**
 * `rest` is the caller's value, then "; " and graphql-js's reason. The value may hold "; " itself (a string
 * "a; b"), so the first place whose remainder is a reason this table knows is the split; failing that, the
 * first "; ", its reason kept as it came. Undefined without any "; ".
 */
function valueAndReason(rest: string): [value: string, reason: string] | undefined {
  let first: [string, string] | undefined;
  let at = rest.indexOf('; ');
  for (let tries = 0; at >= 0 && tries < MAX_SPLITS; tries++) {
    const value = rest.slice(0, at);
    const why = rest.slice(at + 2);
    const known = knownReason(why);
    if (known !== undefined) return [value, known];
    first ??= [value, why];
    at = rest.indexOf('; ', at + 2);
  }
  return first;
}

/** A reason after ". " (coerceInputValue's), translated when known, else kept. */
const reason = (text: string): string => knownReason(text) ?? text;

/**
 * graphql-js 16.15's messages, most specific first. Validation rules (validation/rules/*.js, the
 * `specifiedRules` every document meets), variables and arguments (execution/values.js,
 * utilities/coerceInputValue.js, type/scalars.js, type/definition.js), the operation to run
 * (execution/execute.js), and Yoga's refusals of the HTTP request.
 */
export const GRAPHQL_JS_MESSAGES: readonly Template[] = [
  // Parsing: "Syntax Error: " and the lexer's or parser's description, or nothing when it is unknown.
  [
    /^Syntax Error: (.*)$/s,
    (description) => {
      const known = match(SYNTAX, description);
      return known === undefined ? undefined : `Erro de sintaxe: ${known}`;
    },
  ],

  // Validation (validation/rules/*.js).
  [
    /^The (schema|"[^"]*") definition is not executable\.$/,
    (name) => `A definição ${name} não é executável: um documento só pode ter operações e fragmentos.`,
  ],
  [
    /^Cannot query field "([^"]*)" on type "([^"]*)"\.$/,
    (field, type) => `Não é possível consultar o campo "${field}" no tipo "${type}".`,
  ],
  [
    /^Fragment cannot condition on non composite type "([^"]*)"\.$/,
    (type) => `Um fragmento não pode ter como condição o tipo não composto "${type}".`,
  ],
  [
    /^Fragment "([^"]*)" cannot condition on non composite type "([^"]*)"\.$/,
    (fragment, type) => `O fragmento "${fragment}" não pode ter como condição o tipo não composto "${type}".`,
  ],
  [
    /^Unknown argument "([^"]*)" on field "([^"]*)"\.$/,
    (argument, field) => `Argumento desconhecido "${argument}" no campo "${field}".`,
  ],
  [
    /^Unknown argument "([^"]*)" on directive "([^"]*)"\.$/,
    (argument, directive) => `Argumento desconhecido "${argument}" na diretiva "${directive}".`,
  ],
  [/^Unknown directive "([^"]*)"\.$/, (directive) => `Diretiva desconhecida "${directive}".`],
  [
    /^Directive "([^"]*)" may not be used on (\w+)\.$/,
    // The location is the GraphQL specification's own name (FIELD, QUERY…), as a type's name is kept.
    (directive, location) => `A diretiva "${directive}" não pode ser usada em ${location}.`,
  ],
  [/^Unknown fragment "([^"]*)"\.$/, (fragment) => `Fragmento desconhecido "${fragment}".`],
  [/^Unknown type "([^"]*)"\.$/, (type) => `Tipo desconhecido "${type}".`],
  [
    /^This anonymous operation must be the only defined operation\.$/,
    () => 'Uma operação anônima tem de ser a única operação do documento.',
  ],
  [/^Maximum introspection depth exceeded$/, () => 'Profundidade máxima de introspecção excedida.'],
  [
    /^Cannot spread fragment "([^"]*)" within itself\.$/,
    (fragment) => `O fragmento "${fragment}" não pode ser usado dentro de si mesmo.`,
  ],
  [
    /^Cannot spread fragment "([^"]*)" within itself via (.*)\.$/,
    (fragment, via) => `O fragmento "${fragment}" não pode ser usado dentro de si mesmo, por meio de ${via}.`,
  ],
  [
    /^Variable "(\$[^"]*)" is not defined by operation "([^"]*)"\.$/,
    (variable, operation) => `A variável "${variable}" não foi declarada pela operação "${operation}".`,
  ],
  [/^Variable "(\$[^"]*)" is not defined\.$/, (variable) => `A variável "${variable}" não foi declarada.`],
  [/^Fragment "([^"]*)" is never used\.$/, (fragment) => `O fragmento "${fragment}" nunca é usado.`],
  [
    /^Variable "(\$[^"]*)" is never used in operation "([^"]*)"\.$/,
    (variable, operation) => `A variável "${variable}" nunca é usada na operação "${operation}".`,
  ],
  [/^Variable "(\$[^"]*)" is never used\.$/, (variable) => `A variável "${variable}" nunca é usada.`],
  [
    /^Fields "([^"]*)" conflict because (.*)\. Use different aliases on the fields to fetch both if this was intentional\.$/s,
    (name, why) =>
      `Os campos "${name}" conflitam porque ${conflict(why)}. Para buscar os dois, use apelidos (aliases) diferentes.`,
  ],
  [
    /^Fragment cannot be spread here as objects of type "([^"]*)" can never be of type "([^"]*)"\.$/,
    (parent, type) =>
      `O fragmento não pode ser usado aqui: objetos do tipo "${parent}" nunca são do tipo "${type}".`,
  ],
  [
    /^Fragment "([^"]*)" cannot be spread here as objects of type "([^"]*)" can never be of type "([^"]*)"\.$/,
    (fragment, parent, type) =>
      `O fragmento "${fragment}" não pode ser usado aqui: objetos do tipo "${parent}" nunca são do tipo "${type}".`,
  ],
  [
    /^Field "([^"]*)" argument "([^"]*)" of type "([^"]*)" is required, but it was not provided\.$/,
    (field, argument, type) =>
      `O argumento "${argument}" do campo "${field}", do tipo "${type}", é obrigatório e não foi informado.`,
  ],
  [
    /^Directive "([^"]*)" argument "([^"]*)" of type "([^"]*)" is required, but it was not provided\.$/,
    (directive, argument, type) =>
      `O argumento "${argument}" da diretiva "${directive}", do tipo "${type}", é obrigatório e não foi informado.`,
  ],
  [
    /^Field "([^"]*)" must not have a selection since type "([^"]*)" has no subfields\.$/,
    (field, type) =>
      `O campo "${field}" não pode ter seleção de subcampos: o tipo "${type}" não tem subcampos.`,
  ],
  [
    /^Field "([^"]*)" of type "([^"]*)" must have a selection of subfields\.$/,
    (field, type) => `O campo "${field}", do tipo "${type}", precisa de uma seleção de subcampos.`,
  ],
  [
    /^Field "([^"]*)" of type "([^"]*)" must have at least one field selected\.$/,
    (field, type) => `O campo "${field}", do tipo "${type}", precisa de pelo menos um campo selecionado.`,
  ],
  [
    /^Subscription "([^"]*)" must select only one top level field\.$/,
    (operation) => `A assinatura "${operation}" deve selecionar um único campo no primeiro nível.`,
  ],
  [
    /^Anonymous Subscription must select only one top level field\.$/,
    () => 'Uma assinatura anônima deve selecionar um único campo no primeiro nível.',
  ],
  [
    /^Subscription "([^"]*)" must not select an introspection top level field\.$/,
    (operation) =>
      `A assinatura "${operation}" não pode selecionar um campo de introspecção no primeiro nível.`,
  ],
  [
    /^Anonymous Subscription must not select an introspection top level field\.$/,
    () => 'Uma assinatura anônima não pode selecionar um campo de introspecção no primeiro nível.',
  ],
  [
    /^There can be only one argument named "([^"]*)"\.$/,
    (name) => `Só pode haver um argumento chamado "${name}".`,
  ],
  [
    /^The directive "([^"]*)" can only be used once at this location\.$/,
    (directive) => `A diretiva "${directive}" só pode ser usada uma vez neste lugar.`,
  ],
  [
    /^There can be only one fragment named "([^"]*)"\.$/,
    (name) => `Só pode haver um fragmento chamado "${name}".`,
  ],
  [
    /^There can be only one input field named "([^"]*)"\.$/,
    (name) => `Só pode haver um campo de entrada chamado "${name}".`,
  ],
  [
    /^There can be only one operation named "([^"]*)"\.$/,
    (name) => `Só pode haver uma operação chamada "${name}".`,
  ],
  [
    /^There can be only one variable named "([^"]*)"\.$/,
    (name) => `Só pode haver uma variável chamada "${name}".`,
  ],
  // ValuesOfCorrectTypeRule and coerceInputValue share these two.
  [
    /^Field "([^"]*)" of required type "([^"]*)" was not provided\.$/,
    (field, type) => `O campo "${field}", do tipo obrigatório "${type}", não foi informado.`,
  ],
  [
    /^Field "([^"]*)" is not defined by type "([^"]*)"\.$/,
    (field, type) => `O campo "${field}" não existe no tipo "${type}".`,
  ],
  [
    /^Expected value of type "([^"]*)", found (.*?; .*)$/s,
    (type, rest) => {
      const [found, why] = valueAndReason(rest)!;
      return BFF_MESSAGES.literalInvalid(type, found, why);
    },
  ],
  [
    /^Expected value of type "([^"]*)", found (.*)\.$/s,
    (type, found) => `Esperava um valor do tipo "${type}", encontrou ${found}.`,
  ],
  [
    /^OneOf Input Object "([^"]*)" must specify exactly one key\.$/,
    (type) => `O objeto de entrada OneOf "${type}" deve informar exatamente uma chave.`,
  ],
  [/^Field "([^"]*)" must be non-null\.$/, (field) => `O campo "${field}" não pode ser nulo.`],
  [
    /^Variable "(\$[^"]*)" cannot be non-input type "([^"]*)"\.$/,
    (variable, type) =>
      `A variável "${variable}" não pode ser do tipo "${type}", que não é um tipo de entrada.`,
  ],
  [
    /^Variable "(\$[^"]*)" of type "([^"]*)" used in position expecting type "([^"]*)"\.$/,
    (variable, type, expected) =>
      `A variável "${variable}", do tipo "${type}", foi usada onde se espera o tipo "${expected}".`,
  ],
  [
    /^Variable "(\$[^"]*)" is of type "([^"]*)" but must be non-nullable to be used for OneOf Input Object "([^"]*)"\.$/,
    (variable, type, parent) =>
      `A variável "${variable}" é do tipo "${type}", mas precisa ser não nula para ser usada no objeto de entrada OneOf "${parent}".`,
  ],
  [
    /^Too many validation errors, error limit reached\. Validation aborted\.$/,
    () => 'Erros de validação demais: a validação parou no limite de erros.',
  ],
  [/^Validation aborted\.$/, () => 'Validação interrompida: o documento é complexo demais.'],

  // Variables and arguments (execution/values.js); the reason after "; " is coerceInputValue's or a scalar's.
  [
    /^Variable "(\$[^"]*)" got invalid value (.*?; .*)$/s,
    (variable, rest) => {
      const [valueAt, why] = valueAndReason(rest)!;
      // The value, and where in it the fault is (` at "input.amount"`), when graphql-js says.
      const [, value, at] = /^(.*?)(?: at "([^"]*)")?$/s.exec(valueAt)!;
      return `A variável "${variable}" recebeu um valor inválido ${value}${at === undefined ? '' : ` em "${at}"`}; ${why}`;
    },
  ],
  [
    /^Variable "(\$[^"]*)" of required type "([^"]*)" was not provided\.$/,
    (variable, type) => `A variável "${variable}", do tipo obrigatório "${type}", não foi informada.`,
  ],
  [
    /^Variable "(\$[^"]*)" of non-null type "([^"]*)" must not be null\.$/,
    (variable, type) => `A variável "${variable}", do tipo não nulo "${type}", não pode ser nula.`,
  ],
  [
    /^Variable "(\$[^"]*)" expected value of type "([^"]*)" which cannot be used as an input type\.$/,
    (variable, type) =>
      `A variável "${variable}" espera um valor do tipo "${type}", que não pode ser usado como entrada.`,
  ],
  [
    /^Too many errors processing variables, error limit reached\. Execution aborted\.$/,
    () => 'Erros demais nas variáveis: a execução parou no limite de erros.',
  ],
  [
    /^Argument "([^"]*)" of required type "([^"]*)" was not provided\.$/,
    (argument, type) => `O argumento "${argument}", do tipo obrigatório "${type}", não foi informado.`,
  ],
  [
    /^Argument "([^"]*)" of required type "([^"]*)" was provided the variable "(\$[^"]*)" which was not provided a runtime value\.$/,
    (argument, type, variable) =>
      `O argumento "${argument}", do tipo obrigatório "${type}", recebeu a variável "${variable}", que não recebeu valor.`,
  ],
  [
    /^Argument "([^"]*)" of non-null type "([^"]*)" must not be null\.$/,
    (argument, type) => `O argumento "${argument}", do tipo não nulo "${type}", não pode ser nulo.`,
  ],
  [
    /^Argument "([^"]*)" has invalid value (.*)\.$/s,
    (argument, value) => `O argumento "${argument}" tem um valor inválido: ${value}.`,
  ],
  // utilities/coerceInputValue.js
  [
    /^Expected non-nullable type "([^"]*)" not to be null\.$/,
    (type) => `Esperava um valor não nulo do tipo "${type}".`,
  ],
  [/^Expected type "([^"]*)" to be an object\.$/, (type) => `Esperava um objeto do tipo "${type}".`],
  [
    /^Exactly one key must be specified for OneOf type "([^"]*)"\.$/,
    (type) => `Informe exatamente uma chave do tipo OneOf "${type}".`,
  ],
  [/^Expected type "([^"]*)"\. (.*)$/s, (type, why) => `Esperava o tipo "${type}". ${reason(why)}`],
  [/^Expected type "([^"]*)"\.$/, (type) => `Valor inválido para o tipo "${type}".`],
  // type/scalars.js and enums (type/definition.js)
  [
    /^Int cannot represent non-integer value: (.*)$/s,
    (value) => `Int só aceita números inteiros; recebeu: ${value}`,
  ],
  [
    /^Int cannot represent non 32-bit signed integer value: (.*)$/s,
    (value) => `Int só aceita inteiros de 32 bits com sinal; recebeu: ${value}`,
  ],
  [
    /^Float cannot represent non numeric value: (.*)$/s,
    (value) => `Float só aceita números; recebeu: ${value}`,
  ],
  [
    /^String cannot represent a non string value: (.*)$/s,
    (value) => `String só aceita texto; recebeu: ${value}`,
  ],
  [/^String cannot represent value: (.*)$/s, (value) => `String não representa o valor: ${value}`],
  [
    /^Boolean cannot represent a non boolean value: (.*)$/s,
    (value) => `Boolean só aceita true ou false; recebeu: ${value}`,
  ],
  [
    /^ID cannot represent a non-string and non-integer value: (.*)$/s,
    (value) => `ID só aceita texto ou número inteiro; recebeu: ${value}`,
  ],
  [/^ID cannot represent value: (.*)$/s, (value) => `ID não representa o valor: ${value}`],
  [
    /^Value "(.*)" does not exist in "([^"]*)" enum\.$/s,
    (value, type) => `O valor "${value}" não existe no enum "${type}".`,
  ],
  [
    /^Enum "([^"]*)" cannot represent non-string value: (.*)\.$/s,
    (type, value) => `O enum "${type}" só aceita texto; recebeu: ${value}.`,
  ],
  [
    /^Enum "([^"]*)" cannot represent non-enum value: (.*)\.$/s,
    (type, value) => `O enum "${type}" não aceita ${value}, que não é um valor de enum.`,
  ],
  [
    /^Enum "([^"]*)" cannot represent value: (.*)$/s,
    (type, value) => `O enum "${type}" não representa o valor: ${value}`,
  ],

  // The operation to run (execution/execute.js) and a field that broke its type.
  [
    /^Must provide operation name if query contains multiple operations\.$/,
    () => 'O documento tem mais de uma operação: diga em "operationName" qual executar.',
  ],
  [/^Unknown operation named "(.*)"\.$/s, (name) => `Operação desconhecida "${name}".`],
  [/^Must provide an operation\.$/, () => 'O documento não tem nenhuma operação.'],
  [
    /^Schema is not configured to execute (\w+) operation\.$/,
    (kind) => `Este esquema não executa operações ${OPERATION_KINDS[kind] ?? `"${kind}"`}.`,
  ],
  [
    /^Cannot return null for non-nullable field ([\w.]+)\.$/,
    (field) => `O campo ${field}, que não pode ser nulo, não teve valor.`,
  ],

  // Yoga's refusals of the HTTP request (plugins/request-validation, request parsing).
  [
    /^Can only perform a mutation operation from a POST request\.$/,
    () => 'Mutações só podem ser enviadas por POST.',
  ],
  [/^Could not determine what operation to execute\.$/, () => BFF_MESSAGES.graphqlOperationUndetermined],
  [
    /^Unexpected parameter "(.*)" in the request body\.$/s,
    (name) => `Parâmetro inesperado "${name}" na requisição.`,
  ],
  // Those the BFF's request checks (plugins/request-shape.ts) refuse first, in the same words.
  [/^Must provide query string\.$/, () => BFF_MESSAGES.graphqlQueryMissing],
  [/^GraphQL only supports GET and POST requests\.$/, () => BFF_MESSAGES.graphqlMethodNotAllowed],
  [/^POST body sent invalid JSON\.$/, () => BFF_MESSAGES.graphqlBodyNotJson],
];

/** graphql-js's " Did you mean …?" (jsutils/didYouMean.js), at the end of several messages. */
const SUGGESTION =
  /^(.*?) Did you mean (to use an inline fragment on |the enum value )?((?:"[^"]*"(?:, or |, | or )?)+)\?$/s;
const SUGGESTION_LEADS: Record<string, string> = {
  'to use an inline fragment on ': 'usar um fragmento inline em ',
  'the enum value ': 'o valor ',
};

function match(templates: readonly Template[], message: string): string | undefined {
  for (const [pattern, ptBR] of templates) {
    const found = pattern.exec(message);
    if (found) return ptBR(...found.slice(1));
  }
  return undefined;
}

function translated(message: string): string | undefined {
  const suggested = SUGGESTION.exec(message);
  if (suggested) {
    const [, base, lead = '', names] = suggested;
    const known = translated(base);
    if (known === undefined) return undefined;
    // "a", "b", or "c" → "a", "b" ou "c"
    const list = names.replace(/,? or ("[^"]*")$/s, ' ou $1');
    return `${known} Você quis dizer ${SUGGESTION_LEADS[lead] ?? ''}${list}?`;
  }
  return match(GRAPHQL_JS_MESSAGES, message);
}

/** The pt-BR text of a message graphql-js or Yoga wrote in English; any other message as it is. */
export function graphqlMessageInPtBR(message: string): string {
  const bounded = message.length > MAX_TRANSLATED_LENGTH ? withShortQuotes(message) : message;
  if (bounded.length > MAX_TRANSLATED_LENGTH) return message;
  try {
    return translated(bounded) ?? message;
  } catch {
    // Whatever a template misreads, the caller gets graphql-js's own message rather than a failure.
    nesting = 0;
    return message;
  }
}

/**
 * The message with each quoted text ("…", JSON escapes inside) over MAX_QUOTED_LENGTH cut, in one pass:
 * a quote left open (a caller's text ending in a backslash, which graphql-js quotes as it came) keeps the
 * rest as it is. A regular expression read the same input again from every escaped quote, and a 100 kB
 * document held the thread for most of a second.
 */
function withShortQuotes(message: string): string {
  let shortened = '';
  let from = 0;
  for (;;) {
    const open = message.indexOf('"', from);
    if (open === -1) break;
    let close = open + 1;
    while (close < message.length && message[close] !== '"') close += message[close] === '\\' ? 2 : 1;
    if (close >= message.length) break;
    const inner = message.slice(open + 1, close);
    // Never half of a surrogate pair.
    const kept = inner.slice(0, MAX_QUOTED_LENGTH).replace(/[\uD800-\uDBFF]$/, '');
    shortened +=
      message.slice(from, open + 1) + (inner.length > MAX_QUOTED_LENGTH ? `${kept}…` : inner) + '"';
    from = close + 1;
  }
  return shortened + message.slice(from);
}
