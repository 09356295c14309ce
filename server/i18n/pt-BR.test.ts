import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BFF_MESSAGES } from './bff.ts';
import { FRAME_MESSAGES } from './screens/frame.ts';
import {
  MESSAGES,
  NOT_AVAILABLE,
  POSITION_NAMES,
  SPORT_NAMES,
  STATUS_FILTER_LABELS,
  type MessageKey,
} from './pt-BR.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.parentPath.includes('__generated__'))
    .map((e) => join(e.parentPath, e.name));
}
const allSources = ['server', 'web', 'scripts'].flatMap(sources);
// Tests and their helpers (web/test, the browser suite) spell out the texts they expect a user to see.
const isTest = (file: string) => /\.test\.tsx?$|[/\\](e2e|test)[/\\]/.test(file);
const screenFiles = readdirSync(join(here, 'screens')).map((f) => join(here, 'screens', f));
const catalogueFiles = new Set([
  ...[
    'pt-BR.ts',
    'labels.ts',
    'statistics.ts',
    'markets.ts',
    'bff.ts',
    'graphql-js.ts',
    'api.ts',
    'feed-sports.ts',
    'countries.ts',
    'categories.ts',
    'cities.ts',
    'places.ts',
    'sport-names.ts',
  ].map((f) => join(here, f)),
  ...screenFiles,
]);
/** Every screen's labels (screens/*.ts), loaded the way the web app imports them. */
const screens: object[] = await Promise.all(screenFiles.map(async (file) => (await import(file)) as object));

/** The message tables: what the web app shows too, and the BFF's own refusals. */
const TABLES = { MESSAGES, BFF_MESSAGES } as Record<string, Readonly<Record<string, unknown>>>;

/** A sample rendering of a message; parametrised ones take "7" for each value (a number, wait or name). */
const render = (entry: unknown): string => {
  if (typeof entry !== 'function') return String(entry);
  const fn = entry as (...values: number[]) => unknown;
  return String(fn(...Array.from({ length: fn.length }, () => 7)));
};

describe('pt-BR catalogue', () => {
  it('has a text for every message, parametrised ones included', () => {
    for (const [key, entry] of Object.values(TABLES).flatMap((table) => Object.entries(table))) {
      const text = render(entry);
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('knows every message code the code base uses', () => {
    const used = new Map<string, string>();
    for (const file of allSources) {
      for (const [, table, key] of readFileSync(file, 'utf8').matchAll(/\b((?:BFF_)?MESSAGES)\.(\w+)/g))
        used.set(`${table}.${key}`, relative(root, file));
    }
    expect(used.size).toBeGreaterThan(80);
    const unknown = [...used].filter(([name]) => {
      const [table, key] = name.split('.') as [string, string];
      return !Object.hasOwn(TABLES[table], key);
    });
    expect(unknown).toEqual([]);
  });

  it('is the only place a catalogue message is written out (tests aside)', () => {
    const texts = Object.values(TABLES)
      .flatMap((table) => Object.values(table))
      .filter((v) => typeof v === 'string');
    const copies: string[] = [];
    for (const file of allSources) {
      if (isTest(file) || catalogueFiles.has(file)) continue;
      // Schema descriptions may quote a text to say when it is shown; only code is checked.
      const source = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/\bdescription\b/.test(line))
        .join('\n');
      for (const text of texts) {
        if (source.includes(`'${text}'`) || source.includes(`"${text}"`))
          copies.push(`${relative(root, file)}: ${text}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('is the only place a web label is written out, as a string or as JSX text (tests aside)', () => {
    const leaves = (node: object): string[] =>
      Object.values(node).flatMap((v: unknown) =>
        typeof v === 'string' ? [v] : typeof v === 'object' && v !== null ? leaves(v) : [],
      );
    // One-letter column headings and symbols ("X", "J", "R$") are too short to tell a copy from code.
    const texts = screens.flatMap(leaves).filter((text) => text.trim().length > 3);
    expect(texts.length).toBeGreaterThan(150);
    const copies: string[] = [];
    for (const file of allSources) {
      if (isTest(file) || catalogueFiles.has(file) || !/[/\\]web[/\\]/.test(file)) continue;
      // Comments may quote a label to say where it shows.
      const source = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
        .join('\n');
      const jsxText = new Set(source.split('\n').map((line) => line.trim()));
      for (const text of texts) {
        if (
          source.includes(`'${text}'`) ||
          source.includes(`"${text}"`) ||
          source.includes(`>${text}<`) ||
          jsxText.has(text)
        )
          copies.push(`${relative(root, file)}: ${text}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('imports nothing beyond itself, so the web bundle can carry it', () => {
    expect(screenFiles.length).toBeGreaterThan(5);
    const inCatalogue = new Set([...catalogueFiles].map((file) => relative(here, file)));
    for (const file of catalogueFiles) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      // A screen file reads pt-BR.ts only; the lookups may read the catalogue's other tables.
      const allowed = (path: string) =>
        file.startsWith(join(here, 'screens'))
          ? path === '../pt-BR.ts' || path === './pt-BR.ts'
          : path.startsWith('./') && inCatalogue.has(path.slice(2));
      expect(imports.every(allowed), file).toBe(true);
    }
  });

  it('gives the frame the same unexpected-failure text as MESSAGES (SPEC §8)', () => {
    expect(FRAME_MESSAGES.internal).toBe(MESSAGES.internal);
  });

  // SPEC §2, §5, §8 and §9, word for word.
  it.each<[MessageKey, string]>([
    ['fillAll', 'Por favor, preencha todos os campos'],
    ['invalidEmail', 'Por favor, insira um e-mail válido'],
    ['passwordsDiffer', 'As senhas não coincidem'],
    ['signupPasswordMin', 'A senha deve ter no mínimo 8 caracteres'],
    ['nameRequired', 'O campo Nome é obrigatório.'],
    ['askPassword', 'Por favor, insira sua senha.'],
    ['noToken', 'Token de autenticação não encontrado.'],
    ['badCredentials', 'Usuário ou senha incorretos'],
    ['loginFailed', 'Erro ao fazer login. Tente novamente.'],
    ['internal', 'Ocorreu um erro. Tente novamente.'],
    ['signupFailed', 'Erro ao criar conta. Tente novamente.'],
    ['updateUserFailed', 'Erro ao atualizar usuário'],
    ['createAccountFailed', 'Erro ao criar conta'],
    ['updateAccountFailed', 'Erro ao atualizar conta'],
    ['updateBalanceFailed', 'Erro ao calcular saldo'],
    ['withdrawFailed', 'Erro ao tentar retirada de investimento'],
    ['depositFailed', 'Erro ao tentar investimento'],
    ['reactivateAccountFailed', 'Erro ao reativar conta'],
    ['resetAccountsFailed', 'Erro ao resetar contas. Tente novamente.'],
    ['resetAccountsDone', 'Contas resetadas com sucesso!'],
    ['deleteUserFailed', 'Erro ao excluir sua conta. Tente novamente.'],
    ['deleteUserDone', 'Contas Excluída com sucesso!'],
    ['forgotFailed', 'Erro ao enviar o link.'],
    ['forgotSent', 'Link enviado com sucesso. Verifique seu e-mail.'],
    ['resetPasswordFailed', 'Erro ao redefinir senha.'],
    ['sectionUnavailable', 'Esta informação não está disponível'],
    ['postNotFound', 'Post não encontrado'],
  ])('%s reads as SPEC writes it', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('holds the labels of SPEC §2 and §9 as written', () => {
    expect(NOT_AVAILABLE).toBe('N/A');
    expect(Object.values(STATUS_FILTER_LABELS)).toEqual([
      'Todos',
      'Agendado',
      'Em Andamento',
      'Finalizado',
      'Cancelado',
      'Adiado',
    ]);
    expect(POSITION_NAMES).toEqual({ G: 'Goleiro', D: 'Defensor', M: 'Meio-campista', F: 'Atacante' });
    expect(SPORT_NAMES).toMatchObject({
      football: 'Futebol',
      tennis: 'Tênis',
      basketball: 'Basquete',
      'ice-hockey': 'Hóquei no Gelo',
      baseball: 'Beisebol',
      volleyball: 'Voleibol',
      handball: 'Handebol',
      futsal: 'Futsal',
      minifootball: 'Minifutebol',
      waterpolo: 'Polo Aquático',
      darts: 'Dardos',
      cricket: 'Críquete',
      'table-tennis': 'Tênis de Mesa',
      esports: 'Esportes Eletrônicos',
    });
  });
});
