/**
 * The heaviest frames of V8 CPU profiles by self time, summed over several files (BENCH_PROFILE writes one
 * per measured window), as shares of the time the process was busy (idle samples left out). Frames are named by function and file:line, node_modules and the checkout's path
 * left out.
 *
 *   node scripts/bench-bff/profile.ts <dir> [prefix] [count]   e.g. `/tmp/p bff.event-detail-no-cache 15`
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './protocol.ts';

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  samples: number[];
}

export interface Frame {
  frame: string;
  /** Share of the busy samples (all but `(idle)`), in percent. */
  percent: number;
}

export async function topFrames(files: string[], count = 10): Promise<{ frames: Frame[]; samples: number }> {
  const self = new Map<string, number>();
  let samples = 0;
  for (const file of files) {
    const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
    const names = new Map(
      profile.nodes.map((node) => {
        const { functionName, url, lineNumber } = node.callFrame;
        const where = url
          .replace(/^file:\/\//, '')
          .replace(`${ROOT}/`, '')
          .replace(/^.*node_modules\//, '');
        return [node.id, `${functionName || '(anonymous)'}${where ? ` ${where}:${lineNumber + 1}` : ''}`];
      }),
    );
    for (const id of profile.samples) {
      const name = names.get(id) ?? '?';
      // Waiting for I/O is not work: shares are of the samples the process was busy.
      if (name === '(idle)') continue;
      self.set(name, (self.get(name) ?? 0) + 1);
      samples += 1;
    }
  }
  const frames = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, n]) => ({ frame, percent: (100 * n) / Math.max(1, samples) }));
  return { frames, samples };
}

/** The profiles in `dir` whose names start with `prefix`. */
export async function profilesIn(dir: string, prefix = ''): Promise<string[]> {
  return (await readdir(dir))
    .filter((name) => name.startsWith(prefix) && name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name));
}

export function framesText({ frames, samples }: { frames: Frame[]; samples: number }): string {
  return [
    ...frames.map((f) => `  ${f.percent.toFixed(1).padStart(5)}%  ${f.frame}`),
    `  (${samples} busy samples of 1 ms)`,
  ].join('\n');
}

if (import.meta.main) {
  const [dir, prefix, count] = process.argv.slice(2);
  if (!dir) throw new Error('usage: node scripts/bench-bff/profile.ts <dir> [prefix] [count]');
  console.log(framesText(await topFrames(await profilesIn(dir, prefix), Number(count ?? 10))));
}
