/** Bounded memo: keeps memory flat however long the feed runs and however many days are asked for. */
export function createLru<K, V>(max: number): { get(key: K, make: () => V): V; size(): number } {
  const map = new Map<K, V>();
  return {
    get(key, make) {
      const hit = map.get(key);
      if (hit !== undefined) {
        map.delete(key);
        map.set(key, hit);
        return hit;
      }
      const value = make();
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value as K);
      return value;
    },
    size: () => map.size,
  };
}
