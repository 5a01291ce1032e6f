import { afd2FunctionFiles, functionAttributeNames, messageIdentity, messageTextIdentityFindings, xmlIdentityFindings } from '@afd/afd';
import type { MessageCheckResult } from '@afd/contracts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { generateOnPool } from '../generation/generate-on-pool.ts';
import { generationInputOf, generationSourceOf } from '../generation/generation-source.ts';
import { workbenchProblems } from './message-workbench-texts.ts';

// 'Bericht testen' (issue 18, point 5): a message checked against one function of a definition as
// it stands now — the function's files generated as 'Download per functie' makes them, then the
// domain's check (packages/afd/src/message-workbench): XML for AFD 1.0, JSON for AFD 2.0. Nothing is stored. An inactive function can be
// tested too: a member tries a function out before switching it on.

export interface WorkbenchRequest {
  organisationName: string;
  name: string;
  functionName: string;
  draft: '2019-09' | '2020-12' | undefined;
  message: string;
}

export async function checkTestMessage(db: Db, pool: CertificationPool, principal: Principal, request: WorkbenchRequest): Promise<MessageCheckResult> {
  const source = await generationSourceOf(db, principal, request.organisationName, request.name);
  const fn = source.definition.functions.find((candidate) => candidate.name === request.functionName);
  if (!fn) throw workbenchProblems.functionNotFound(request.functionName);
  const { schema, companions } = await generateOnPool(pool, generationInputOf(source, fn.name, request.draft));
  // On a worker: compiling a large function schema takes seconds the event loop owes everyone else.
  const checked = await pool.perform(
    'checkMessage',
    source.library.afdVersion === 1
      ? { afdVersion: 1, files: { files: Object.fromEntries([schema, ...companions].map((file) => [file.name, file.content])) }, message: request.message }
      : { afdVersion: 2, files: afd2FunctionFiles(schema.content, companions), message: request.message },
  );
  if (!checked.ok) throw workbenchProblems.notCheckable(checked.problem);
  // The message's own function and definition must be the ones tested (AFD 2.0's commonFunctional, AFD 1.0's function code element).
  const tested = messageIdentity(source.library, source.definition, fn.name);
  const identity =
    source.library.afdVersion === 2 ? messageTextIdentityFindings(request.message, tested) : xmlIdentityFindings(request.message, tested, functionAttributeNames(source.library));
  return { function: fn.name, findings: [...checked.findings, ...identity] };
}
