/**
 * Sorted (key, value) pairs with binary search: all values whose key starts with a prefix are one
 * contiguous run, found in O(log n) and read without scanning the rest. Keys are plain ASCII
 * (folded), so the default string order is the right one.
 */
export class PrefixIndex<T> {
  private readonly keys: string[];
  private readonly values: T[];

  constructor(entries: Iterable<readonly [string, T]>) {
    const sorted = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.keys = sorted.map((e) => e[0]);
    this.values = sorted.map((e) => e[1]);
  }

  get size(): number {
    return this.keys.length;
  }

  /** Entries whose key starts with `prefix`, in key order, at most `max` of them. */
  *withPrefix(prefix: string, max = Infinity): Generator<{ key: string; value: T }> {
    let n = 0;
    for (let i = this.lowerBound(prefix); i < this.keys.length && n < max; i++, n++) {
      if (!this.keys[i].startsWith(prefix)) return;
      yield { key: this.keys[i], value: this.values[i] };
    }
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
