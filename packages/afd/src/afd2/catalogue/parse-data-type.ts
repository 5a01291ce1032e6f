import type { DataType, ScalarDataType } from '../../model/catalogue.ts';

// AFD 2.0 catalogue data types: integer, decimal, string, date, time, timestamp, boolean, and an
// array of one written in brackets (`[string]`).

const scalarTypes: readonly ScalarDataType[] = ['integer', 'decimal', 'string', 'date', 'time', 'timestamp', 'boolean'];

/** Parses a catalogue data type ('string', '[date]'); null when it is not one of the known types. */
export function parseAfd2DataType(text: string): DataType | null {
  const trimmed = text.trim().toLowerCase();
  const arrayMatch = /^\[\s*(\w+)\s*\]$/.exec(trimmed);
  const name = arrayMatch?.[1] ?? trimmed;
  const type = scalarTypes.find((scalar) => scalar === name);
  return type === undefined ? null : { type, isArray: arrayMatch !== null };
}
