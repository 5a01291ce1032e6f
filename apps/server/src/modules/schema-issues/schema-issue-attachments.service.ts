import { schemaIssueAttachmentMaxBytes, type SchemaIssueAttachmentResult } from '@afd/contracts';
import { attachmentContentType, attachmentFileNameProblem } from '@afd/afd';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import { readBlob, storeBlob } from '../../db/blob-store.ts';
import type { Db } from '../../db/client.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../../shared/database-error-code.ts';
import { readableIssueAt } from './schema-issue-lookup.ts';
import { schemaIssueTexts as texts } from './schema-issue-texts.ts';
import { attachmentNamesOf, findAttachment, insertAttachment, lockIssue } from './schema-issues.repository.ts';

// Attachments of a melding (001 §5, §9): one file per call, at most 2,000,000 bytes, only the
// spec's types, checked by content (packages/afd attachment-content-type.ts). Whoever may read the
// melding may attach to it and download its attachments. A refused file leaves nothing behind.

export interface AttachmentUpload {
  fileName: string;
  content: Buffer;
  fields: Partial<Record<string, string>>;
}

function addressOf(fields: AttachmentUpload['fields']): { organization: string; id: number } {
  const organization = fields.organization?.trim() ?? '';
  if (organization === '') throw new HttpProblem(400, texts.invalidInputTitle, texts.missingField('organization'));
  const id = Number(fields.id);
  if (!Number.isInteger(id) || id < 1) throw new HttpProblem(400, texts.invalidInputTitle, texts.missingField('id'));
  return { organization, id };
}

/** The stored content type of an acceptable attachment; a Dutch refusal otherwise. */
function checkedContentType(upload: AttachmentUpload): string {
  const nameProblem = attachmentFileNameProblem(upload.fileName);
  if (nameProblem) throw new HttpProblem(400, texts.invalidFileName, nameProblem);
  if (upload.content.byteLength > schemaIssueAttachmentMaxBytes) {
    throw new HttpProblem(413, texts.fileTooLargeTitle, texts.unsupportedFile(upload.fileName));
  }
  const contentType = attachmentContentType(upload.fileName, upload.content);
  if (!contentType) throw new HttpProblem(400, texts.unsupportedFileTitle, texts.unsupportedFile(upload.fileName));
  return contentType;
}

/**
 * The melding the form's fields name, if the caller may attach to it; otherwise the 400, 403 or
 * 404. The route checks this before the file is read, from the fields sent ahead of it.
 */
export async function attachableIssue(db: Db, actor: Principal, fields: AttachmentUpload['fields']) {
  const address = addressOf(fields);
  return readableIssueAt(db, actor, address.organization, address.id);
}

export async function addSchemaIssueAttachment(db: Db, actor: Principal, upload: AttachmentUpload): Promise<SchemaIssueAttachmentResult> {
  const issue = await attachableIssue(db, actor, upload.fields);
  const contentType = checkedContentType(upload);
  const duplicate = () => new HttpProblem(409, texts.duplicateTitle, texts.duplicateAttachment(upload.fileName));
  try {
    return await db.transaction(async (tx) => {
      // One upload at a time per melding, so the duplicate check below sees every earlier one.
      await lockIssue(tx, issue.id);
      if (await findAttachment(tx, issue.id, upload.fileName)) throw duplicate();
      const blob = await storeBlob(tx, upload.content, contentType);
      await insertAttachment(tx, {
        issueId: issue.id,
        fileName: upload.fileName,
        contentType,
        size: upload.content.byteLength,
        blobId: blob.id,
        uploadedByUserId: actor.userId,
      });
      await recordAudit(tx, actor, {
        action: 'schemaIssue.attachmentAdded',
        entityType: 'schemaIssue',
        entityId: String(issue.id),
        after: { fileName: upload.fileName, contentType, size: upload.content.byteLength, sha256: blob.sha256 },
      });
      const names = await attachmentNamesOf(tx, [issue.id]);
      return { fileName: upload.fileName, contentType, size: upload.content.byteLength, attachments: names.get(issue.id) ?? [] };
    });
  } catch (error) {
    // The unique index (issue, lower(name)) backs the check above should the lock ever be bypassed.
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw duplicate();
    throw error;
  }
}

export interface AttachmentFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export async function getSchemaIssueAttachment(
  db: Db,
  actor: Principal,
  address: { organization: string; id: number; fileName: string },
): Promise<AttachmentFile> {
  const issue = await readableIssueAt(db, actor, address.organization, address.id);
  const attachment = await findAttachment(db, issue.id, address.fileName);
  const blob = attachment ? await readBlob(db, attachment.blobId) : null;
  if (!attachment || !blob) throw new HttpProblem(404, texts.notFoundTitle, texts.attachmentNotFound(address.fileName));
  return { fileName: attachment.fileName, contentType: attachment.contentType, content: blob.content };
}
