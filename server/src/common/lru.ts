/** The least recently used entry goes first once the map is full (a Map keeps insertion order; a hit re-inserts). */
export class Lru<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Adds an entry; returns the ones evicted to make room. */
  set(key: string, value: V): V[] {
    this.entries.delete(key);
    this.entries.set(key, value);
    const evicted: V[] = [];
    while (this.entries.size > this.max) {
      const oldest = this.evictOldest();
      if (oldest !== undefined) evicted.push(oldest);
    }
    return evicted;
  }

  /** Removes the least recently used entry; returns it. */
  evictOldest(): V | undefined {
    for (const [key, value] of this.entries) {
      this.entries.delete(key);
      return value;
    }
    return undefined;
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }
}
