import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../server/config.ts';
import { LIMITS } from '../server/limits.ts';
import { README_FILE, withConfigTable } from './print-config.ts';

describe("README.md's Configuration table", () => {
  it('is the one printed from server/config.ts (run `npm run docs:config`)', () => {
    const document = readFileSync(README_FILE, 'utf8');
    expect(document).toBe(withConfigTable(document));
  });

  it('lists exactly the variables loadConfig reads, besides the limits (docs/SECURITY.md)', () => {
    const read = new Set<string>();
    const env = new Proxy<NodeJS.ProcessEnv>(
      {},
      {
        get(_target, name) {
          if (typeof name === 'string') read.add(name);
          return undefined;
        },
      },
    );
    loadConfig(env);
    const limits = new Set<string>(Object.values(LIMITS).map((spec) => spec.variable));
    const documented = CONFIG_VARIABLES.map((variable) => variable.name);
    expect([...read].filter((name) => !limits.has(name)).sort()).toEqual([...documented].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('gives each default as loadConfig has it: setting a variable to its documented default changes nothing', () => {
    const unset = loadConfig({});
    // PUBLIC_URL's default is worked out from PORT; the others with a value are written as that value.
    const literal = CONFIG_VARIABLES.filter((v) => /^`[^`]+`$/.test(v.default) && v.name !== 'PUBLIC_URL');
    expect(literal.length).toBeGreaterThan(10);
    for (const variable of literal)
      expect(loadConfig({ [variable.name]: variable.default.slice(1, -1) }), variable.name).toEqual(unset);
  });
});
