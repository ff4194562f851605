// Subsets Noto Sans Devanagari (SIL Open Font License 1.1, Debian's fonts-noto-core) to the Devanagari
// characters our Hindi words use, as woff2 in public/fonts/. Run it after adding Hindi words:
//   node apps/web/scripts/subset-devanagari.mjs
// It needs pyftsubset from fonttools (apt install python3-fonttools python3-brotli). The characters kept are
// written to public/fonts/devanagari-chars.txt; a unit test fails when a Hindi word uses one not kept.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const web = join(import.meta.dirname, '..');
const sourceDir = process.env.NOTO_DIR ?? '/usr/share/fonts/truetype/noto';

function hindiSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return hindiSources(path);
    return /\.hi\.tsx?$/.test(entry.name) || path.includes('/routes/') ? [path] : [];
  });
}

/** The contract's Hindi texts the pages show too (the seeded FAQs' Hindi on /hi/faq, the data sentence). */
function contractSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contractSources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const devanagari = /[\u0900-\u097f]/gu;
const used = new Set();
for (const file of [
  ...hindiSources(join(web, 'app')),
  ...contractSources(join(web, '../../packages/contract/src')),
]) {
  for (const char of readFileSync(file, 'utf8').match(devanagari) ?? []) used.add(char);
}
// The danda, joiners and the dotted circle keep conjuncts and marks shaping as they should.
const keep = [...used].sort().join('') + '\u0964\u0965\u200c\u200d\u25cc';
writeFileSync(join(web, 'public/fonts/devanagari-chars.txt'), `${[...used].sort().join('')}\n`);

for (const [weight, style] of [
  ['400', 'Regular'],
  ['700', 'Bold'],
]) {
  execFileSync('python3', [
    '-m',
    'fontTools.subset',
    join(sourceDir, `NotoSansDevanagari-${style}.ttf`),
    `--text=${keep}`,
    '--layout-features=*',
    '--flavor=woff2',
    '--no-hinting',
    '--desubroutinize',
    `--output-file=${join(web, `public/fonts/noto-sans-devanagari-${weight}.woff2`)}`,
  ]);
}
console.log(`Kept ${used.size} Devanagari characters in public/fonts/noto-sans-devanagari-{400,700}.woff2`);
