// How far below the top a second sticky bar must sit so the site's own sticky header does not cover it.
import { useEffect, useState } from 'react';

export function useStickyOffset(selector = 'header'): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(selector);
    if (!header || getComputedStyle(header).position !== 'sticky') return;
    const measure = () => setOffset(Math.round(header.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [selector]);
  return offset;
}
