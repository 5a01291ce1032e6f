import type { CatalogueAttribute, CatalogueEntity, CodeList } from '../../model/catalogue.ts';
import { afd1Format } from '../formats/format-notation.ts';
import { formatNotationOfXsdName } from '../formats/xsd-format-names.ts';
import { contentModelOf } from '../schema/content-model.ts';
import { simpleTypeOf } from '../schema/entity-tree.ts';
import { SchemaComponents } from '../schema/schema-components.ts';
import { attributeValue, childElement, childElements, documentationOf } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { LoadedSchema } from '../xml/loaded-schema.ts';
import type { SchemaSet } from '../xml/schema-set.ts';

// The parts of the catalogue model, each read from its own file of the XSD set.

/** XSD format name -> notation, for every simpleType of formaten.xsd that names a format. */
export function formatsOf(formats: LoadedSchema): Record<string, string> {
  const result: Record<string, string> = {};
  for (const simpleType of childElements(formats.root, 'simpleType')) {
    const name = attributeValue(simpleType, 'name');
    const notation = name === undefined ? null : (formatNotationOfXsdName(name) ?? notationInDocumentation(documentationOf(simpleType)));
    if (name !== undefined && notation !== null) result[name] = notation;
  }
  return result;
}

/** A format with a name of its own may state its notation first in its documentation: 'N8 D1: datum'. */
function notationInDocumentation(documentation: string): string | null {
  const candidate = documentation.split(':')[0] ?? '';
  try {
    return afd1Format(candidate).notation;
  } catch {
    return null;
  }
}

/** The code lists of codelist.xsd or dekkingcodesgroup.xsd: simpleTypes with enumerations. */
export function codeListsOf(schema: LoadedSchema): CodeList[] {
  return childElements(schema.root, 'simpleType').flatMap((simpleType) => codeListOf(simpleType) ?? []);
}

/** A simpleType with enumerations as a code list: values with the labels of their documentation. */
export function codeListOf(simpleType: PlainElement): CodeList | null {
  const restriction = childElement(simpleType, 'restriction');
  const enumerations = restriction ? childElements(restriction, 'enumeration') : [];
  if (enumerations.length === 0) return null;
  return {
    name: attributeValue(simpleType, 'name') ?? '',
    description: documentationOf(simpleType),
    values: enumerations.map((enumeration) => ({ code: attributeValue(enumeration, 'value') ?? '', label: documentationOf(enumeration) })),
  };
}

/** The entities of entiteiten.xsd, their attributes resolved through attributen.xsd to a format or code list. */
export function entitiesOf(entitiesSet: SchemaSet): CatalogueEntity[] {
  const components = new SchemaComponents(entitiesSet);
  return components.mainComponents('complexType').map((complexType) => {
    const name = attributeValue(complexType, 'name') ?? '';
    const description = documentationOf(complexType);
    const attributes: CatalogueAttribute[] = contentModelOf(components, complexType).elements.map(({ declaration }) => {
      const elementName = attributeValue(declaration, 'name') ?? '';
      const type = simpleTypeOf(components, declaration);
      return {
        // The label: PP_NUMMER is attribute NUMMER of entity PP.
        name: elementName.startsWith(`${name}_`) ? elementName.slice(name.length + 1) : elementName,
        description: documentationOf(declaration) || type.description,
        format: type.format,
        dataType: null,
        codeList: type.codeList?.name ?? null,
      };
    });
    return { name, description, entityTypes: [{ name: null, description, attributes }] };
  });
}
