/**
 * jsdom has no matchMedia. This stand-in understands `(max-width: Npx)` and `(min-width: Npx)` (joined with
 * `and`), evaluated against `window.innerWidth`; `setViewportWidth` changes the width and notifies listeners.
 */
type Listener = (event: MediaQueryListEvent) => void;

interface FakeMediaQueryList extends MediaQueryList {
  update(): void;
}

const lists = new Set<FakeMediaQueryList>();

function evaluate(query: string, width: number): boolean {
  const conditions = query.split(/\s+and\s+/i);
  return conditions.every((condition) => {
    const match = /\(\s*(max|min)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)/i.exec(condition);
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1].toLowerCase() === 'max' ? width <= limit : width >= limit;
  });
}

function createList(query: string): FakeMediaQueryList {
  const listeners = new Set<Listener>();
  let matches = evaluate(query, window.innerWidth);
  const list = {
    get matches() {
      return matches;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
    update() {
      const next = evaluate(query, window.innerWidth);
      if (next === matches) return;
      matches = next;
      const event = { matches, media: query } as MediaQueryListEvent;
      for (const listener of listeners) listener(event);
    },
  };
  return list as unknown as FakeMediaQueryList;
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const list = createList(query);
    lists.add(list);
    return list;
  };
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  for (const list of lists) list.update();
  window.dispatchEvent(new Event('resize'));
}
