import { demoAfd2CatalogueVersion, demoAfd2CodeLists, demoAfd2EntityTypes } from './demo-catalogue-content.ts';

// The demo content written as the AFD 2.0 catalogue JSON pair a ZIP upload holds.

export interface DemoAfd2CatalogueFiles {
  /** `datacat.json`: entities, entity types, attributes and the version. */
  datacatJson: string;
  /** `codelist.json`: the code lists with values and labels. */
  codelistJson: string;
}

/** The synthetic demo catalogue as datacat.json and codelist.json texts (always the same). */
export function demoAfd2CatalogueFiles(): DemoAfd2CatalogueFiles {
  const entityNames = [...new Set(demoAfd2EntityTypes.map((type) => type.entity))];
  const datacat = {
    Entity: entityNames.map((entity) => ({
      Name: entity,
      Description: `Entiteit ${entity}`,
      EntityType: demoAfd2EntityTypes
        .filter((type) => type.entity === entity)
        .map((type) => ({
          Name: type.entityType,
          Description: type.description,
          Attribute: type.attributes.map((attribute) => ({
            Name: attribute.name,
            Description: attribute.description,
            Datatype: attribute.dataType,
            Codelist: attribute.codeList ?? '',
            AFD1: '',
          })),
        })),
    })),
    versie: demoAfd2CatalogueVersion,
  };
  const codelist = {
    Items: demoAfd2CodeLists.map((list) => ({
      Name: list.name,
      Description: list.description,
      Code: list.values.map((value) => ({ CodeValue: value.code, Description: value.label })),
    })),
  };
  return { datacatJson: JSON.stringify(datacat, null, 2), codelistJson: JSON.stringify(codelist, null, 2) };
}
