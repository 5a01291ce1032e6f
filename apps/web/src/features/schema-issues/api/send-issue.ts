import type { NewSchemaIssue, SchemaIssue } from '@afd/contracts';
import { uploadWithProgress } from '@/lib/upload';
import { createIssue } from './create-issue';
import { attachmentFormData, attachmentUploadPath } from './upload-attachment';

export interface SendIssueResult {
  issue: SchemaIssue;
  /** Attachments the server refused or did not get, with the reason. */
  failedAttachments: { fileName: string; error: unknown }[];
}

/**
 * Creates the melding, then uploads its attachments with the new id, one at a time (001 §9:
 * concurrency 1). A failed attachment does not undo the melding: the caller reports it.
 */
export async function sendIssue(issue: NewSchemaIssue, attachments: readonly File[], onProgress: (percent: number) => void): Promise<SendIssueResult> {
  const created = await createIssue(issue);
  const failedAttachments: SendIssueResult['failedAttachments'] = [];
  for (const file of attachments) {
    try {
      await uploadWithProgress({ path: attachmentUploadPath, formData: attachmentFormData(created.organization, created.id, file), onProgress });
    } catch (error) {
      failedAttachments.push({ fileName: file.name, error });
    }
  }
  return { issue: created, failedAttachments };
}
