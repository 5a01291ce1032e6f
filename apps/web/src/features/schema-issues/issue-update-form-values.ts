import { schemaIssueUpdateSchema, type Dictionary, type SchemaIssue, type SchemaIssueUpdate } from '@afd/contracts';
import { z } from 'zod';

/** The edit form's values: selects hold text, '' for nothing chosen. */
export interface IssueUpdateFormValues {
  status: string;
  afdDefinitionSubStatus: string;
  documentationSubStatus: string;
  comments: string;
}

export type IssueUpdateField = keyof IssueUpdateFormValues;

export const AFGEHANDELD = 'afgehandeld';

export function formValuesOf(issue: SchemaIssue): IssueUpdateFormValues {
  return {
    status: issue.status,
    afdDefinitionSubStatus: issue.afdDefinitionSubStatus === null ? '' : String(issue.afdDefinitionSubStatus),
    documentationSubStatus: issue.documentationSubStatus === null ? '' : String(issue.documentationSubStatus),
    comments: issue.comments,
  };
}

/** 001 §4: substatuses apply only to afgehandeld; any other status clears them. */
export function withStatus(values: IssueUpdateFormValues, status: string): IssueUpdateFormValues {
  return status === AFGEHANDELD ? { ...values, status } : { ...values, status, afdDefinitionSubStatus: '', documentationSubStatus: '' };
}

const subStatusOf = (text: string) => (text === '' ? null : Number(text));

/** The values as the PUT sends them, checked by the contract's own rules, or the Dutch message per field. */
export function validateIssueUpdate(values: IssueUpdateFormValues): { update: SchemaIssueUpdate | null; errors: Partial<Record<IssueUpdateField, string>> } {
  const parsed = schemaIssueUpdateSchema.safeParse({
    status: values.status,
    afdDefinitionSubStatus: values.status === AFGEHANDELD ? subStatusOf(values.afdDefinitionSubStatus) : null,
    documentationSubStatus: values.status === AFGEHANDELD ? subStatusOf(values.documentationSubStatus) : null,
    comments: values.comments,
  });
  if (parsed.success) return { update: parsed.data, errors: {} };
  const errors: Partial<Record<IssueUpdateField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as IssueUpdateField;
    // An unchosen or unknown status gets the plain Dutch message, not zod's enum text.
    errors[field] ??= field === 'status' ? 'Status is verplicht' : issue.message;
  }
  return { update: null, errors };
}

/** Select options from a dictionary, with the spec's labels for statuses when it is missing. */
export function optionsOf(dictionary: Dictionary | undefined, fallback: Dictionary = []): { value: string; label: string }[] {
  return (dictionary ?? fallback).map((entry) => ({ value: entry.key, label: entry.value }));
}

/** The form's schema: its text values in, the PUT's update out, each message on its own field. */
export const issueUpdateFormSchema = z
  .object({ status: z.string(), afdDefinitionSubStatus: z.string(), documentationSubStatus: z.string(), comments: z.string() })
  .transform((values, context) => {
    const { update, errors } = validateIssueUpdate(values);
    if (update) return update;
    for (const [field, message] of Object.entries(errors)) context.addIssue({ code: 'custom', message, path: [field] });
    return z.NEVER;
  });
