// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the
// build, so the server sends compressed files without compressing on each request
// (@fastify/static `preCompressed`). Done once per build at the strongest settings, which would
// be far too slow per request. Source maps stay uncompressed: only developers fetch them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const minimumBytes = 1024;

function* filesIn(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

let written = 0;
for (const file of filesIn(dist)) {
  if (!compressible.test(file)) continue;
  const content = fs.readFileSync(file);
  if (content.byteLength < minimumBytes) continue;
  const brotli = zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength },
  });
  const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (brotli.byteLength < content.byteLength) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.byteLength < content.byteLength) fs.writeFileSync(`${file}.gz`, gzip);
  written += 1;
}
console.log(`Voorgecomprimeerd (brotli en gzip): ${written} bestanden in ${path.relative(process.cwd(), dist) || 'dist'}`);
