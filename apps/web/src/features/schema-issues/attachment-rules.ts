import { schemaIssueAttachmentMaxBytes } from '@afd/contracts';

/**
 * The file extensions of 001 §5's attachment types (jpeg, png, gif, tiff, bmp, msword, docx, pdf,
 * csv, xls, xlsx). The browser check goes by name and size for convenience only: browsers report
 * differing MIME types (csv especially), and the server checks the content anyway.
 */
export const attachmentExtensions = ['.jpg', '.jpeg', '.png', '.gif', '.tif', '.tiff', '.bmp', '.doc', '.docx', '.pdf', '.csv', '.xls', '.xlsx'] as const;

/** Whether the browser may offer this file as an attachment. */
export function isAcceptableAttachment(file: Pick<File, 'name' | 'size'>): boolean {
  const name = file.name.toLowerCase();
  return file.size <= schemaIssueAttachmentMaxBytes && attachmentExtensions.some((extension) => name.endsWith(extension));
}

/** 001 §5's info toast for a refused attachment. */
export function attachmentRejectedText(fileName: string): string {
  return `Bestand ${fileName} heeft een niet ondersteund bestandtype of bestandsgrootte`;
}
