import type { CatalogueAttribute, CatalogueEntity, CatalogueEntityType } from '../../model/catalogue.ts';
import type { JsonObject, JsonValue } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { catalogueTexts } from './catalogue-texts.ts';
import { FieldReader } from './field-reader.ts';
import { parseAfd2DataType } from './parse-data-type.ts';

// datacat.json: `{Entity:[{Name, Description, EntityType:[{Name, Description, Attribute:[{Name,
// Description, Datatype, Codelist, AFD1}]}]}], versie}`. The AFD1 field (the attribute's AFD 1.0
// counterpart) has no place in the catalogue model and is not kept.

export interface DatacatContent {
  version: string | null;
  entities: CatalogueEntity[];
  errors: string[];
  warnings: string[];
}

/** Reads the entities and version of a parsed datacat.json. */
export function readDatacatJson(document: JsonValue, fileName: string): DatacatContent {
  const fields = new FieldReader(fileName);
  const warnings: string[] = [];
  const root = fields.object(document, '');
  if (root === null) return { version: null, entities: [], errors: fields.errors, warnings };
  const version = fields.text(root, 'versie', '');
  const entities: CatalogueEntity[] = [];
  for (const [index, value] of fields.array(root, 'Entity', '').entries()) {
    const pointer = childPointer('/Entity', index);
    const entity = fields.object(value, pointer);
    const name = entity === null ? null : fields.text(entity, 'Name', pointer);
    if (entity === null || name === null) continue;
    if (entities.some((other) => other.name === name)) fields.errors.push(catalogueTexts.duplicate(fileName, 'entiteit', name, pointer));
    const entityTypes = fields.optionalArray(entity, 'EntityType', pointer).flatMap((type, typeIndex) => {
      const read = readEntityType(fields, warnings, type, childPointer(pointer, 'EntityType', typeIndex));
      return read === null ? [] : [read];
    });
    entities.push({ name, description: fields.optionalText(entity, 'Description'), entityTypes });
  }
  return { version, entities, errors: fields.errors, warnings };
}

function readEntityType(fields: FieldReader, warnings: string[], value: JsonValue, pointer: string): CatalogueEntityType | null {
  const entityType = fields.object(value, pointer);
  const name = entityType === null ? null : fields.text(entityType, 'Name', pointer);
  if (entityType === null || name === null) return null;
  const attributes = fields.optionalArray(entityType, 'Attribute', pointer).flatMap((attribute, index) => {
    const attributePointer = childPointer(pointer, 'Attribute', index);
    const object = fields.object(attribute, attributePointer);
    const read = object === null ? null : readAttribute(fields, warnings, object, attributePointer);
    return read === null ? [] : [read];
  });
  return { name, description: fields.optionalText(entityType, 'Description'), attributes };
}

function readAttribute(fields: FieldReader, warnings: string[], attribute: JsonObject, pointer: string): CatalogueAttribute | null {
  const name = fields.text(attribute, 'Name', pointer);
  if (name === null) return null;
  const dataTypeText = fields.optionalText(attribute, 'Datatype');
  const dataType = dataTypeText === '' ? null : parseAfd2DataType(dataTypeText);
  if (dataTypeText !== '' && dataType === null) {
    warnings.push(catalogueTexts.unknownDataType(fields.fileName, dataTypeText, childPointer(pointer, 'Datatype')));
  }
  const codeList = fields.optionalText(attribute, 'Codelist');
  return { name, description: fields.optionalText(attribute, 'Description'), format: null, dataType, codeList: codeList === '' ? null : codeList };
}
