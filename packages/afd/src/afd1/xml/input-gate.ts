import { xmlRegisterInputProvider, type XmlInputProvider } from 'libxml2-wasm';

// libxml2 reads a schema's imports through input callbacks. The gate is one provider, registered
// once, that claims every file name, so libxml2's own loaders (files, network) are never asked;
// it opens only the texts that the current synchronous call has put in front of it (catalogue
// files under virtual names) and refuses everything else.

const encoder = new TextEncoder();
let servedFiles: ReadonlyMap<string, Uint8Array> = new Map();
const openFiles = new Map<number, { bytes: Uint8Array; position: number }>();
let nextDescriptor = 1;
let registered = false;

const gate: XmlInputProvider = {
  match: () => true,
  open(fileName) {
    const bytes = servedFiles.get(fileName);
    if (!bytes) return undefined;
    const descriptor = nextDescriptor;
    nextDescriptor += 1;
    openFiles.set(descriptor, { bytes, position: 0 });
    return descriptor;
  },
  read(descriptor, buffer) {
    const file = openFiles.get(descriptor);
    if (!file) return -1;
    const count = Math.min(buffer.length, file.bytes.length - file.position);
    buffer.set(file.bytes.subarray(file.position, file.position + count));
    file.position += count;
    return count;
  },
  close(descriptor) {
    return openFiles.delete(descriptor);
  },
};

/** Registers the gate with libxml2 (once per process); before it, libxml2 may not load anything. */
export function ensureInputGate(): void {
  if (registered) return;
  if (!xmlRegisterInputProvider(gate)) throw new Error('libxml2 did not accept the input gate');
  registered = true;
}

/** Runs `work` (synchronous) while libxml2 may open exactly these virtual files. */
export function withServedFiles<T>(files: ReadonlyMap<string, string>, work: () => T): T {
  ensureInputGate();
  const previous = servedFiles;
  servedFiles = new Map([...files].map(([name, text]) => [name, encoder.encode(text)]));
  try {
    return work();
  } finally {
    servedFiles = previous;
  }
}
