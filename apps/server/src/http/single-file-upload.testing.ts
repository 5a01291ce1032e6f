// Test support: a multipart/form-data body as a browser would send it, for `app.inject`.

export interface MultipartFile {
  field?: string;
  name: string;
  content: Uint8Array | string;
  type?: string;
}

/** Encodes files and text fields as multipart/form-data: `{ payload, headers }` for inject. */
export async function multipartBody(
  files: MultipartFile[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const bytes = typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content;
    form.append(file.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}
