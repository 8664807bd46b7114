// Cache Storage as browsers implement it for what the worker's modules use (open, delete, keys, match,
// put): Node has none. Entries are keyed by URL, as a Cache matches a GET request by default.

class MemoryCache {
  readonly entries = new Map<string, Response>();

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(keyOf(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(keyOf(request), response.clone());
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

const keyOf = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), 'https://pitchside.example').href;

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  /** The storage as the worker's code types it. */
  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
