// How the journeys (playwright.config.ts) and the Lighthouse bench (bench/lighthouse.ts) start Debian's Chromium.

/** Headless, without the sandbox or the GPU, and fetching nothing of its own in the background. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
