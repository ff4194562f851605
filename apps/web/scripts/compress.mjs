// Writes .br and .gz beside every text asset of the client build so the server can send them precompressed.
// `node scripts/compress.mjs <dir>` compresses another build (the Lighthouse floor page).
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = process.argv[2] ?? new URL('../build/client', import.meta.url).pathname;
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
for await (const file of walk(root)) {
  if (!compressible.test(file) || (await stat(file)).size < 512) continue;
  const body = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${root}`);
