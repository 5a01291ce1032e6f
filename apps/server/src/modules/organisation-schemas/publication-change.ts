import { HttpProblem } from '../../http/http-problem.ts';
import { organisationSchemaTexts as texts } from './organisation-schema-texts.ts';

// The publication rule of spec 000 §4: an unpublished schema can never be downloadable, and
// unpublishing clears the download switch. The database's CHECK holds the same line for any writer.

export interface PublicationState {
  isPublished: boolean;
  isDownloadable: boolean;
  publishDate: Date | null;
}

export interface PublicationRequest {
  publish: boolean;
  download: boolean;
}

/**
 * The flags after a switch: download=true with publish=false is refused (400), not silently
 * dropped, so a direct API call learns that it asked for the impossible. The publish date marks
 * when the current publication began: set when the schema enters the register, kept while it
 * stays there, cleared when it leaves (an unpublished schema has no publication date to show).
 */
export function nextPublicationState(current: PublicationState, request: PublicationRequest, now: Date): PublicationState {
  if (request.download && !request.publish) {
    throw new HttpProblem(400, texts.invalidInputTitle, texts.downloadNeedsPublication, { download: [texts.downloadNeedsPublication] });
  }
  if (!request.publish) return { isPublished: false, isDownloadable: false, publishDate: null };
  return { isPublished: true, isDownloadable: request.download, publishDate: current.isPublished ? (current.publishDate ?? now) : now };
}

/** Whether a switch changes anything worth writing (and auditing). */
export function publicationChanged(before: PublicationState, after: PublicationState): boolean {
  return before.isPublished !== after.isPublished || before.isDownloadable !== after.isDownloadable || before.publishDate?.getTime() !== after.publishDate?.getTime();
}
