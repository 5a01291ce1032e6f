import { untouchedAttribute, untouchedEntity, type AttributeChoice, type DefinitionChoices, type EntityChoice } from '@afd/afd/authoring';
import type { DefinitionOutline } from '@afd/contracts';

// Small pure helpers over the page's draft: read a node's choice (untouched when it has none) and
// write one back, each write a new object so React sees the change.

/** AFD 2.0 oneOf compositions: per entity position, the entity types offered there. */
export type Compositions = Record<string, string[]>;

/** What the page edits: the choices by path, and the compositions. */
export interface DraftChoices {
  choices: DefinitionChoices;
  compositions: Compositions;
}

/** The choices the definition's tree shows, by path (the outline leaves out untouched ones: those read as untouched here too). */
export const choicesOfDefinition = (definition: DefinitionOutline): DraftChoices => ({
  choices: definition.choices,
  compositions: definition.compositions,
});

export const entityChoice = (draft: DraftChoices, path: string): EntityChoice => draft.choices.entities[path] ?? untouchedEntity();
export const attributeChoice = (draft: DraftChoices, path: string): AttributeChoice => draft.choices.attributes[path] ?? untouchedAttribute();

export const withEntityChoice = (draft: DraftChoices, path: string, choice: EntityChoice): DraftChoices => ({
  ...draft,
  choices: { ...draft.choices, entities: { ...draft.choices.entities, [path]: choice } },
});

export const withAttributeChoice = (draft: DraftChoices, path: string, choice: AttributeChoice): DraftChoices => ({
  ...draft,
  choices: { ...draft.choices, attributes: { ...draft.choices.attributes, [path]: choice } },
});

/** Several attribute choices at once (the attribute selection modal). */
export const withAttributeChoices = (draft: DraftChoices, changes: Record<string, AttributeChoice>): DraftChoices => ({
  ...draft,
  choices: { ...draft.choices, attributes: { ...draft.choices.attributes, ...changes } },
});
