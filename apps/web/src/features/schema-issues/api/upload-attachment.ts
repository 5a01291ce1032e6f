/** The multipart fields of `POST /api/SchemaIssues/Attachment` (001 §7): one file per request. */
export function attachmentFormData(organisation: string, id: number, file: File): FormData {
  const form = new FormData();
  // Text fields first: the server reads the stream in order and needs them to place the file.
  form.append('organization', organisation);
  form.append('id', String(id));
  form.append('file', file, file.name);
  return form;
}

export const attachmentUploadPath = '/api/SchemaIssues/Attachment';
