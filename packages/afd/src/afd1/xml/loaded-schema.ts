import type { PlainDocument, PlainElement } from './plain-dom.ts';

/** One XSD file, parsed once into a plain document (an upload, or a catalogue file it imports). */
export interface LoadedSchema {
  /** File name for messages: the upload's name, or the schema location of a catalogue file. */
  fileName: string;
  targetNamespace: string | null;
  text: string;
  document: PlainDocument;
  root: PlainElement;
}
