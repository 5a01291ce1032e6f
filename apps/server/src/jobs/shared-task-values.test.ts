import type { BaselineLibrary } from '@afd/afd';
import { describe, expect, it } from 'vitest';
import type { CertificationTask } from './certification-task.ts';
import { SharedValueSender, SharedValueStore, sharedValueCapacity } from './shared-task-values.ts';
import type { WorkerTask } from './worker-task.ts';

const library = (name: string) => ({ roots: [{ path: name, name, children: [], attributes: [] }], codeLists: [] }) as unknown as BaselineLibrary;
const xsdFiles = { 'formaten.xsd': '<xs:schema/>' };
const task = (input: Partial<CertificationTask> = {}): WorkerTask => ({
  kind: 'certify',
  input: {
    xsd: new TextEncoder().encode('<xs:schema/>'),
    fileName: 'a.xsd',
    library: library('Polis'),
    baselineXsd: '<xs:schema>baseline</xs:schema>',
    xpathRules: [],
    catalogue: { version: '2026-02', xsdFiles },
    ...input,
  },
});

/** The message as it crosses to a worker: a structured clone. */
const crossed = (message: unknown) => structuredClone(message);
const carriesValues = (message: unknown) => JSON.stringify(message).includes('"value"');

describe('shared task values', () => {
  it("sends a library, baseline XSD and catalogue files to a worker once, and the worker's task is whole every time", () => {
    const sender = new SharedValueSender();
    const store = new SharedValueStore();
    const first = task();
    const second = task({ xsd: new TextEncoder().encode('<xs:schema><!-- 2 --></xs:schema>'), library: (first.input as CertificationTask).library });
    const firstMessage = crossed(sender.pack(first));
    const secondMessage = crossed(sender.pack(second));
    expect(carriesValues(firstMessage)).toBe(true);
    expect(carriesValues(secondMessage)).toBe(false);
    expect(store.unpack(firstMessage)).toEqual(first);
    expect(store.unpack(secondMessage)).toEqual(second);
  });

  it('sends a replaced library (another object) again, never the one the worker holds', () => {
    const sender = new SharedValueSender();
    const store = new SharedValueStore();
    store.unpack(crossed(sender.pack(task({ library: library('Oud') }))));
    const replaced = task({ library: library('Nieuw') });
    expect(store.unpack(crossed(sender.pack(replaced))).input).toMatchObject({ library: library('Nieuw') });
  });

  it('sends a value again after the worker let it go, in the same order on both sides', () => {
    const sender = new SharedValueSender();
    const store = new SharedValueStore();
    const kept = task();
    store.unpack(crossed(sender.pack(kept)));
    // Each task brings a new library: the first one's is pushed out on both sides.
    for (let index = 0; index < sharedValueCapacity; index++) store.unpack(crossed(sender.pack(task({ library: library(`L${index}`) }))));
    const again = crossed(sender.pack(kept));
    expect(JSON.stringify(again)).toContain('Polis');
    expect(store.unpack(again)).toEqual(kept);
  });

  it('freezes what a worker keeps, so no task can change it for the next', () => {
    const store = new SharedValueStore();
    const unpacked = store.unpack(crossed(new SharedValueSender().pack(task())));
    const kept = (unpacked.input as CertificationTask).library;
    expect(() => {
      (kept.roots[0] as { name: string }).name = 'Anders';
    }).toThrow(TypeError);
  });

  it('passes other kinds of task as they are', () => {
    const parse: WorkerTask = { kind: 'parseCatalogue', input: { entries: [] } };
    expect(new SharedValueStore().unpack(crossed(new SharedValueSender().pack(parse)))).toEqual(parse);
  });
});
