// How far below the top a second sticky bar must sit so the site's own sticky header does not cover it.
// The height is measured by a ResizeObserver, whose callback runs after the browser's own layout, and kept in a
// CSS variable: nothing forces a layout of the large list page while it hydrates, and nothing re-renders.
import { useEffect } from 'react';

const VARIABLE = '--sticky-header-height';

/** The value for the bar's `top`: the header's height once measured, 0 before. */
export function useStickyOffset(selector = 'header'): string {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(selector);
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const sticky = getComputedStyle(header).position === 'sticky';
      root.style.setProperty(VARIABLE, `${sticky ? Math.round(header.getBoundingClientRect().height) : 0}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(VARIABLE);
    };
  }, [selector]);
  return `var(${VARIABLE}, 0px)`;
}
