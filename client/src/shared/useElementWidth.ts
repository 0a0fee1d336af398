import { useEffect, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it changes (a chart's column, the window): charts are drawn at
 * the width they are shown, so their labels keep their size on a phone. `fallback` until measured (and where
 * ResizeObserver is missing, as in tests); never less than `min`. The ref is a callback: an element shown later (a
 * chart that first had no points) or replaced is measured too.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number, min: number) {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(Math.max(min, measured));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, min]);
  return [setElement, width] as const;
}
