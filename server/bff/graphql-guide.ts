import { readFile } from 'node:fs/promises';

/**
 * The worked examples of docs/GRAPHQL.md, read from the document itself so that the page integrators read,
 * the tabs GraphiQL opens with and the test that runs them (graphql-guide.test.ts) are one text. An example
 * is the fenced blocks whose info string names it, e.g. ```` ```sh example=deposit ````:
 *
 * - `graphql`: the operation (a GraphiQL tab);
 * - `json`: the variables of that tab, with placeholders for the ids an integrator fills in;
 * - `sh`: the curl commands, run by the test with bash;
 * - `js`: the Node program (an ES module), run by the test with node.
 */
export type ExampleLanguage = 'graphql' | 'json' | 'sh' | 'js';

export interface GuideExample {
  name: string;
  /** Every operation of the example (sign-in has two), in the order of the document. */
  operations: string[];
  variables?: string;
  sh?: string;
  js?: string;
}

const FENCE = /^```(graphql|json|sh|js) example=([a-z0-9-]+)\n([\s\S]*?)^```$/gm;

export function guideExamples(markdown: string): GuideExample[] {
  const examples = new Map<string, GuideExample>();
  for (const [, language, name, body] of markdown.matchAll(FENCE)) {
    const example = examples.get(name) ?? { name, operations: [] };
    examples.set(name, example);
    const text = body.trimEnd();
    if (language === 'graphql') example.operations.push(text);
    else if (language === 'json') example.variables = text;
    else example[language as 'sh' | 'js'] = text;
  }
  return [...examples.values()];
}

/** The examples of the guide at `file`; none when it cannot be read (a build that ships without docs/). */
export async function readGuideExamples(file: string): Promise<GuideExample[]> {
  const markdown = await readFile(file, 'utf8').catch(() => '');
  return guideExamples(markdown);
}
