import type { JsonSchemaVersion, DefinitionSummary } from '@afd/contracts';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { NOT_SAVED, SAVED, useApiForm } from '@/components/form/use-api-form';
import { useFailureToast } from '@/components/use-failure-toast';
import { saveFile } from '@/lib/save-file';
import { downloadFunctionSchema, useDefinitionFunctions, useMultipleInstancesProblems } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';

const downloadSchema = z.object({ functionName: z.string(), jsonSchemaVersion: z.enum(['201909', '202012']) });

/**
 * The 'Exporteer ... per functie' modal's form (useApiForm): the function (the first active one
 * until another is chosen, and again when the chosen one is no longer active) and for AFD 2.0 the
 * JSON Schema draft. Downloaden spins until the file is there, saves it and closes; a failure says
 * 'Genereren is mislukt.' with the server's reason and keeps the modal open.
 */
export function useFunctionDownloadForm({ definition, onClose }: { definition: DefinitionSummary; onClose: () => void }) {
  const functions = useDefinitionFunctions(definition.organisation, definition.name, true);
  useFailureToast(functions.error, texts.activeFunctionsUnknown);
  const activeFunctions = (functions.data?.functions ?? []).filter((fn) => fn.active).map((fn) => fn.name);
  const isAfd2 = definition.certificationAreaVersion !== '1';
  const functionOf = (chosen: string) => (activeFunctions.includes(chosen) ? chosen : (activeFunctions[0] ?? null));

  const api = useApiForm({
    schema: downloadSchema,
    defaultValues: { functionName: '', jsonSchemaVersion: '201909' as JsonSchemaVersion },
    send: async (values) => {
      const functionName = functionOf(values.functionName);
      if (functionName === null) return NOT_SAVED;
      const file = await downloadFunctionSchema(definition.organisation, definition.name, functionName, {
        certificationAreaVersion: definition.certificationAreaVersion,
        ...(isAfd2 ? { jsonSchemaVersion: values.jsonSchemaVersion } : {}),
      });
      saveFile(file.blob, file.fileName ?? `${definition.name}-${functionName}.zip`);
      return SAVED;
    },
    failureText: texts.generateFailed,
    onSaved: onClose,
  });
  const functionName = functionOf(useWatch({ control: api.form.control, name: 'functionName' }));
  const problems = useMultipleInstancesProblems(definition.organisation, definition.name, functionName);
  return { api, functions, activeFunctions, functionName, problems, isAfd2 };
}
