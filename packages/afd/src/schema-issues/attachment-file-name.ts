// The name of a melding's attachment is also its download path
// (GET /api/SchemaIssues/Attachment/{organization}/{id}/{fileName}) and the name a browser saves it
// under, so only a plain file name is accepted: no directory part, no '..', no control characters.

/**
 * Longest name, counted as it appears in the download URL (percent-encoded): the server's router
 * refuses path parameters over 100 characters, and a name that cannot be downloaded must not be
 * stored. 'é' counts as 6 ('%C3%A9'), a space as 3.
 */
export const ATTACHMENT_FILE_NAME_MAX_URL_LENGTH = 100;

/** Length of the name in a URL; null for a lone surrogate, which no URL can carry (encodeURIComponent throws). */
function encodedLength(fileName: string): number | null {
  try {
    return encodeURIComponent(fileName).length;
  } catch {
    return null;
  }
}

/** Why this name is refused (Dutch), or null when it is a plain file name. */
export function attachmentFileNameProblem(fileName: string): string | null {
  if (fileName.trim() === '') return 'Het bestand heeft geen naam.';
  if (fileName !== fileName.trim()) return 'De bestandsnaam begint of eindigt met een spatie.';
  if (/[/\\]/.test(fileName)) return 'De bestandsnaam mag geen map bevatten.';
  if (fileName.includes('..')) return "De bestandsnaam mag geen '..' bevatten.";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(fileName)) return 'De bestandsnaam bevat een ongeldig teken.';
  if (/[:*?"<>|]/.test(fileName)) return 'De bestandsnaam bevat een ongeldig teken.';
  const urlLength = encodedLength(fileName);
  if (urlLength === null) return 'De bestandsnaam bevat een ongeldig teken.';
  if (urlLength > ATTACHMENT_FILE_NAME_MAX_URL_LENGTH) return 'De bestandsnaam is te lang.';
  return null;
}

/** The extension, lower case, without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
