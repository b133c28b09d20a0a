// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
// time: the server sends them as they are (@fastify/static's preCompressed) to a browser that
// accepts them, instead of 729 kB of plain JavaScript for the sign-in page (issue 25). A copy that
// would not be smaller is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

let before = 0;
let after = 0;
for (const file of filesUnder(dist).filter((f) => compressible.test(f))) {
  const data = readFileSync(file);
  const stat = statSync(file);
  before += data.length;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: stat.size },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  after += Math.min(br.length, data.length);
}
console.log(`Compressed the build: ${(before / 1024).toFixed(0)} kB of text, ${(after / 1024).toFixed(0)} kB with brotli`);
