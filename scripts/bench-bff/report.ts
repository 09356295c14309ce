/** What the bench prints: each row as it is measured, then one Markdown table of every row. */
import { CONTENT_CHECK_EVERY } from './load.ts';
import type { QueryResult, SideResult } from './measure.ts';

/** Truncated, so that a ratio just under the target never prints as the target. */
const ratioText = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

export function report(r: QueryResult, showCalls: boolean): string {
  const row = (label: string, s: SideResult) =>
    [
      label.padEnd(18),
      s.rps.toFixed(0).padStart(7),
      s.p50.toFixed(1).padStart(8),
      s.p99.toFixed(1).padStart(8),
      s.callsPerRequest.toFixed(2).padStart(10),
      s.callsPerSecond.toFixed(0).padStart(8),
      s.cpuMicrosPerRequest.toFixed(0).padStart(11),
      s.generatorCpuMicrosPerRequest.toFixed(0).padStart(11),
      (s.upstreamCpuMicrosPerRequest?.toFixed(0) ?? '–').padStart(16),
      String(s.bytes).padStart(8),
      String(s.requests).padStart(9),
      String(s.errors).padStart(7),
    ].join(' ');
  const verdict = r.ratio >= r.query.target ? 'PASS' : 'FAIL';
  const failure = (label: string, s: SideResult) =>
    s.firstError === undefined ? [] : [`  first error of the ${label}: ${s.firstError}`];
  return [
    `\n${r.query.name} (${r.query.cacheLabel}) — ${r.query.note}`,
    `  ${r.upstreamCalls} upstream calls per request from cold caches, identical on both sides`,
    ...(showCalls ? r.callList.map((call) => `    ${call}`) : []),
    `  ${'side'.padEnd(18)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'calls/req'.padStart(10)} ${'calls/s'.padStart(8)} ${'CPU µs/req'.padStart(11)} ${'load µs/req'.padStart(11)} ${'upstreams µs/req'.padStart(16)} ${'bytes'.padStart(8)} ${'requests'.padStart(9)} ${'errors'.padStart(7)}`,
    `  ${row('REST aggregator', r.aggregator)}`,
    `  ${row('GraphQL BFF', r.bff)}`,
    `  errors: a wrong status, or GraphQL errors in an answer whose content was read (1 in ${CONTENT_CHECK_EVERY})`,
    ...failure('aggregator', r.aggregator),
    ...failure('BFF', r.bff),
    `  ratio BFF/aggregator ${ratioText(r.ratio)} (rounds: ${r.ratios.map(ratioText).join(' ')}) target ≥ ${r.query.target}: ${verdict}`,
  ].join('\n');
}

export function table(results: QueryResult[]): string {
  const ms = (n: number) => n.toFixed(1);
  return [
    '| query | cache | aggregator req/s | p50 ms | p99 ms | BFF req/s | p50 ms | p99 ms | ratio | target | met |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) =>
      [
        '',
        r.query.name,
        r.query.cacheLabel,
        r.aggregator.rps.toFixed(0),
        ms(r.aggregator.p50),
        ms(r.aggregator.p99),
        r.bff.rps.toFixed(0),
        ms(r.bff.p50),
        ms(r.bff.p99),
        ratioText(r.ratio),
        `≥ ${r.query.target}`,
        r.ratio >= r.query.target ? 'yes' : 'no',
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
}
