import { useEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it changes (a chart's column, the window): charts are drawn at
 * the width they are shown, so their labels keep their size on a phone. `fallback` until measured (and where
 * ResizeObserver is missing, as in tests); never less than `min`.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number, min: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(Math.max(min, measured));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return [ref, width] as const;
}
