import type { CodeList } from '../../../model/catalogue.ts';
import type { Definition } from '../../definition.ts';
import type { DefinitionBusinessRule } from '../generated-file.ts';
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
