/**
 * One holder at a time per key, in arrival order: `take(key)` resolves, with the release of its turn,
 * once every earlier turn of the key has been released. A turn not released `maxHoldMs` after it began
 * is released anyway, so a request that never reached its end cannot stop its client's later ones.
 */
export interface Turns {
  take(key: string): Promise<() => void>;
  /** Keys with a turn held or waited for. */
  readonly size: number;
}

export function createTurns(maxHoldMs: number): Turns {
  const tails = new Map<string, Promise<void>>();
  return {
    async take(key) {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const previous = tails.get(key);
      const tail = previous ? previous.then(() => held) : held;
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      await previous;
      const timer = setTimeout(release, maxHoldMs);
      timer.unref();
      void held.then(() => clearTimeout(timer));
      return release;
    },
    get size() {
      return tails.size;
    },
  };
}
