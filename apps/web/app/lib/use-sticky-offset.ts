// How far below the top a second sticky bar must sit so the site's own sticky header does not cover it.
// The header's height is measured by a ResizeObserver, whose callback runs after the browser's own layout, and
// written to the bar's own `top`: nothing forces a layout of the large list page while it hydrates, nothing
// re-renders, and only the bar's style changes. (A custom property on <html> made the browser recompute the style
// of every element of the list: 95 ms at 4x CPU.)
import { useCallback, type RefCallback } from 'react';

/** A ref for the bar: its `top` follows the header's height while the header is sticky, 0 otherwise. */
export function useStickyOffset<T extends HTMLElement>(selector = 'header'): RefCallback<T> {
  return useCallback(
    (bar: T | null) => {
      const header = bar ? document.querySelector<HTMLElement>(selector) : null;
      if (!bar || !header) return;
      const observer = new ResizeObserver(() => {
        const sticky = getComputedStyle(header).position === 'sticky';
        bar.style.top = `${sticky ? Math.round(header.getBoundingClientRect().height) : 0}px`;
      });
      observer.observe(header);
      return () => observer.disconnect();
    },
    [selector],
  );
}
