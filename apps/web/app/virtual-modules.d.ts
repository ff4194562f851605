// Modules Vite plugins make at build time (vite.config.ts).
declare module 'virtual:word-chunks' {
  /** "hi:about" -> the browser chunk holding the Hindi `about` words (word-chunks.ts); empty in development. */
  const chunks: Record<string, string>;
  export default chunks;
}
