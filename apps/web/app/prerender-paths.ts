// Public pages that arrive as ready HTML; account screens render in the browser.
export const prerenderPaths = ['/', '/about-us'];
