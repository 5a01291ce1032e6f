import { deepFreeze } from './deep-freeze.ts';
import type { CertificationTask } from './certification-task.ts';
import type { WorkerTask } from './worker-task.ts';

// A baseline's library and XSD and the catalogue's files are megabytes that repeat from task to
// task (Hervalideer checks hundreds of schemas against a few baselines). Copied into every task
// (structured clone, on the main thread) they made two workers hardly faster than one. Each now
// crosses to a worker once: after that the task names it by id and the worker takes its own copy.
// Both sides keep the same few ids in the same least-recently-used order (one task per worker at
// a time, messages in order), so the main thread knows without asking what a worker still holds.
// Only values that never change are shared: the caches hand out frozen libraries and catalogue
// files (certification-context.ts), and a string cannot change.

/** Values a worker keeps (and the main thread remembers it keeps). */
export const sharedValueCapacity = 8;

/** A value in a task message: with the value the first time, by id after that. */
export type SharedSlot<T> = { sharedId: number; value?: T };

type Shareable = object | string;

let nextId = 1;
const objectIds = new WeakMap<object, number>();
// Strings have no identity: known by content, a few (the baseline XSDs of the moment).
const stringIds = new Map<string, number>();

function idOf(value: Shareable): number {
  if (typeof value === 'string') {
    let id = stringIds.get(value);
    if (id === undefined) {
      id = nextId++;
      stringIds.set(value, id);
      if (stringIds.size > sharedValueCapacity) stringIds.delete(stringIds.keys().next().value as string);
    }
    return id;
  }
  let id = objectIds.get(value);
  if (id === undefined) {
    id = nextId++;
    objectIds.set(value, id);
  }
  return id;
}

/** Ids in least-recently-used order; `touch` answers whether the id was there. */
class LastUsedIds<T> {
  private readonly entries = new Map<number, T>();
  touch(id: number): T | undefined {
    const value = this.entries.get(id);
    if (value !== undefined) {
      this.entries.delete(id);
      this.entries.set(id, value);
    }
    return value;
  }
  add(id: number, value: T): void {
    this.entries.delete(id);
    this.entries.set(id, value);
    if (this.entries.size > sharedValueCapacity) this.entries.delete(this.entries.keys().next().value as number);
  }
}

/** The main thread's side, one per worker: what that worker holds. */
export class SharedValueSender {
  private readonly held = new LastUsedIds<true>();

  slot<T extends Shareable>(value: T): SharedSlot<T> {
    const sharedId = idOf(value);
    if (this.held.touch(sharedId)) return { sharedId };
    this.held.add(sharedId, true);
    return { sharedId, value };
  }

  /** The task as it goes to this worker: a certification's large inputs as slots. */
  pack(task: WorkerTask): unknown {
    if (task.kind !== 'certify') return task;
    const { library, baselineXsd, catalogue, ...rest } = task.input;
    const input: PackedCertificationTask = {
      ...rest,
      library: this.slot(library),
      baselineXsd: baselineXsd === undefined ? undefined : this.slot(baselineXsd),
      catalogue: { version: catalogue.version, xsdFiles: this.slot(catalogue.xsdFiles) },
    };
    return { kind: 'certify', input, packed: true };
  }
}

interface PackedCertificationTask extends Omit<CertificationTask, 'library' | 'baselineXsd' | 'catalogue'> {
  library: SharedSlot<CertificationTask['library']>;
  baselineXsd: SharedSlot<string> | undefined;
  catalogue: { version: string; xsdFiles: SharedSlot<Record<string, string>> };
}

/** The worker's side: the values it holds. */
export class SharedValueStore {
  private readonly values = new LastUsedIds<unknown>();

  value<T>(slot: SharedSlot<T>): T {
    if ('value' in slot) {
      // Every later task of this worker gets this same copy: frozen, so none can change it for the next.
      const value = deepFreeze(slot.value as T);
      this.values.add(slot.sharedId, value);
      return value;
    }
    const value = this.values.touch(slot.sharedId);
    // Both sides evict in the same order; a miss is a bug in this file, not in the task.
    if (value === undefined) throw new Error(`shared task value ${slot.sharedId} is not held by this worker`);
    return value as T;
  }

  /** The task as the sender packed it, whole again. */
  unpack(message: unknown): WorkerTask {
    const packed = message as { kind: string; input: PackedCertificationTask; packed?: true };
    if (packed.kind !== 'certify' || packed.packed !== true) return message as WorkerTask;
    const { library, baselineXsd, catalogue, ...rest } = packed.input;
    return {
      kind: 'certify',
      input: {
        ...rest,
        library: this.value(library),
        baselineXsd: baselineXsd === undefined ? undefined : this.value(baselineXsd),
        catalogue: { version: catalogue.version, xsdFiles: this.value(catalogue.xsdFiles) },
      },
    };
  }
}
