import type { CodeList } from '../../../model/catalogue.ts';
import type { Definition } from '../../definition.ts';
import type { DefinitionBusinessRule, GeneratedFile } from '../generated-file.ts';
import { draftShapes, type Afd2Draft } from './draft-shape.ts';

// The two files that travel with an AFD 2.0 function schema, in the shape of the standards body's
// own (../fixtures/sivi-vbpuo): the full code lists the schema refers to by `$ref` (a subset is
// written out in the schema, so it is not here), each a `oneOf` of described consts, for a
// validator to resolve the references locally; and the validation rules with the definition's
// common functional data.

/** `-afdCodelists.json`: the referred code lists with their values, in name order, in the draft's shape. */
export function codeListsFile(names: ReadonlySet<string>, codeLists: ReadonlyMap<string, CodeList>, draft: Afd2Draft): string {
  const definitions = Object.fromEntries(
    [...names]
      .filter((name) => codeLists.has(name))
      .sort()
      .map((name) => {
        const list = codeLists.get(name) as CodeList;
        return [name, { description: list.description, codelistName: name, type: 'string', oneOf: list.values.map((value) => ({ description: value.label, const: value.code })) }];
      }),
  );
  const { codeListsSchemaUri, definitionsKey } = draftShapes[draft];
  return `${JSON.stringify({ $schema: codeListsSchemaUri, description: 'AFD 2.0 codelists', [definitionsKey]: definitions }, null, 2)}\n`;
}

/** The address the function schema refers to code list `name` by: `{base}{name}.json`, its `$id` in the download. */
export const codeListId = (name: string, draft: Afd2Draft) => `${draftShapes[draft].codeListBaseUrl}${name}.json`;

/** Whether a file name of a set is one of its `{LIST}.json` code list files (a function schema's `{stem}.json` always has a '-'). */
export const isCodeListFileName = (name: string) => /^[A-Za-z0-9_]+\.json$/.test(name.slice(name.lastIndexOf('/') + 1));

/**
 * Each referred code list also as its own `{name}.json` whose `$id` is the address the schema
 * refers to, in the schema's own draft: a validator that loads every file of the download resolves
 * the schema's references without the network.
 */
export function codeListFiles(names: ReadonlySet<string>, codeLists: ReadonlyMap<string, CodeList>, draft: Afd2Draft): GeneratedFile[] {
  const { schemaUri, definitionsKey } = draftShapes[draft];
  return [...names]
    .filter((name) => codeLists.has(name))
    .sort()
    .map((name) => {
      const list = codeLists.get(name) as CodeList;
      const definition = { description: list.description, codelistName: name, type: 'string', oneOf: list.values.map((value) => ({ description: value.label, const: value.code })) };
      const document = { $schema: schemaUri, $id: codeListId(name, draft), description: `AFD 2.0 codelijst ${name}`, [definitionsKey]: { [name]: definition } };
      return { name: `${name}.json`, content: `${JSON.stringify(document, null, 2)}\n` };
    });
}

/** LEESMIJ.txt: how to validate offline with the files of the download. */
export function readMeFile(schemaFileName: string, codeListFileNames: readonly string[]): GeneratedFile {
  const lines = [
    `Deze download bevat het JSON Schema ${schemaFileName} en alles waarnaar het verwijst.`,
    '',
    'Het schema verwijst naar codelijsten met het webadres van de standaard',
    '(https://www.sivi.org/afd-online-tool/json/...). Elke codelijst waarnaar het verwijst, staat',
    'ook als eigen bestand in deze download, met dat webadres als $id:',
    ...(codeListFileNames.length > 0 ? codeListFileNames.map((name) => `  - ${name}`) : ['  (dit schema verwijst naar geen volledige codelijst)']),
    '',
    'Offline valideren: laad alle .json-bestanden van deze map in uw JSON Schema-validator',
    '(bijvoorbeeld met addSchema of een schemaregister) en valideer berichten tegen het schema.',
    'De validator vindt de codelijsten dan op hun $id en heeft geen netwerk nodig.',
    'Elk bestand noemt zijn JSON Schema-versie in $schema.',
    '',
    'Het bestand ...-afdCodelists.json bevat dezelfde codelijsten in één bestand, zoals de',
    'standaard ze publiceert; ...-validationRules.json bevat de verbandscontroles (JMESPath).',
    '',
  ];
  return { name: 'LEESMIJ.txt', content: lines.join('\n') };
}

/** 'dd-MM-yyyy' (the properties form) or 'yyyy-MM-dd' as the files write dates: 'yyyyMMdd'. */
function compactDate(date: string): string {
  const dutch = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
  if (dutch) return `${dutch[3]}${dutch[2]}${dutch[1]}`;
  return date.replaceAll('-', '');
}

/** `-validationRules.json`: commonFunctional from the metadata, one rule per verbandscontrole. */
export function validationRulesFile(definition: Definition, functionName: string, rules: readonly DefinitionBusinessRule[]): string {
  const { name, definitionVersion, ingangsdatum, tag, changelog } = definition.properties;
  const commonFunctional = {
    productName: name,
    definitionVersion,
    startDate: compactDate(ingangsdatum),
    functionDescription: functionName,
    tag,
    afdDefinitionChangeLog: changelog,
  };
  return `${JSON.stringify({ commonFunctional, rule: rules.map((rule) => ({ id: rule.name, test: rule.expression, message: rule.message })) }, null, 2)}\n`;
}
