// A UTF-8 validator that says where the first bad byte is, so the refusal can name its line
// (TextDecoder with fatal: true only says that there is one).

/** Byte offset of the first byte that is not valid UTF-8; -1 when all bytes are valid. */
export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const length = sequenceLength(lead);
    if (length === 0 || index + length > bytes.length) return index;
    for (let next = 1; next < length; next += 1) {
      if (((bytes[index + next] ?? 0) & 0xc0) !== 0x80) return index;
    }
    if (length > 1 && !isShortestForm(bytes, index, length)) return index;
    index += length;
  }
  return -1;
}

function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Rejects overlong forms, UTF-16 surrogates and code points above U+10FFFF. */
function isShortestForm(bytes: Uint8Array, index: number, length: number): boolean {
  const lead = bytes[index] ?? 0;
  const second = bytes[index + 1] ?? 0;
  if (length === 3) {
    if (lead === 0xe0) return second >= 0xa0;
    if (lead === 0xed) return second < 0xa0;
  }
  if (length === 4) {
    if (lead === 0xf0) return second >= 0x90;
    if (lead === 0xf4) return second < 0x90;
  }
  return true;
}

/** 1-based line of a byte offset: the newlines before it, plus one. */
export function lineOfByteOffset(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index += 1) if (bytes[index] === 0x0a) line += 1;
  return line;
}
