import { readFileSync } from 'node:fs';
import path from 'node:path';
import { guideExamples } from '../../server/bff/graphql-guide.ts';
import { newUser, signUp } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { ROOT } from './support/server.ts';

/** The operations of docs/GRAPHQL.md's worked examples, which GraphiQL opens as its tabs. */
const EXAMPLE_OPERATIONS = guideExamples(readFileSync(path.join(ROOT, 'docs', 'GRAPHQL.md'), 'utf8')).flatMap(
  (example) => example.operations.map((operation) => /^\w+ (\w+)/.exec(operation)![1]),
);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

test("GraphiQL without internet: the guide's examples as tabs, one runs, the schema docs and the explorer show, and the site's session is used", async ({
  page,
  context,
}) => {
  // A machine without internet: every request that leaves loopback fails, and is listed.
  const leftLoopback: string[] = [];
  await context.route('**/*', (route) => {
    if (LOOPBACK.has(new URL(route.request().url()).hostname)) return route.continue();
    leftLoopback.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  // Signed in to the site: GraphiQL's requests carry its session cookie.
  const user = newUser('graphiql');
  await signUp(page, user);

  await page.goto('/graphql');
  const tabs = page.getByRole('tablist').getByRole('tab');
  // Each tab is named by its operation (beside its close icon).
  await expect(tabs).toHaveText(EXAMPLE_OPERATIONS.map((name) => new RegExp(`^${name}`)));
  const response = page.locator('.graphiql-response');
  const run = page.getByRole('button', { name: /^Execute query/ });

  // The first tab, today's live football, runs as it is.
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await run.click();
  await expect(response).toContainText('"name": "Futebol"');
  await expect(response).toContainText('"liveEvents"');

  // A private example runs as the signed-in user of the site, by the cookie.
  // A click of the mouse, on a first visit (the tabs GraphiQL opened from the examples once kept transforms
  // that moved a pressed tab from under the pointer: server/bff/graphiql.ts).
  await page.locator('.graphiql-tab-button', { hasText: /^Bankroll$/ }).click();
  await expect(tabs.nth(EXAMPLE_OPERATIONS.indexOf('Bankroll'))).toHaveAttribute('aria-selected', 'true');
  await run.click();
  await expect(response).toContainText(`"name": "${user.name}"`);

  // The schema's documentation: the root types, then a field with its description.
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await docs.getByRole('link', { name: 'Query', exact: true }).click();
  await expect(docs).toContainText('The signed-in user; null for a visitor.');

  // The explorer plugin, from this server's own bundle.
  await page.getByRole('button', { name: 'Show GraphiQL Explorer' }).click();
  await expect(page.locator('.graphiql-explorer-root')).toContainText('viewer');

  expect(leftLoopback).toEqual([]);
});
