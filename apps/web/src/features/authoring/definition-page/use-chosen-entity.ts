import { entityChoiceNotes, type AttributeChoice } from '@afd/afd/authoring';
import type { DefinitionOutline, OutlineEntity } from '@afd/contracts';
import { useMemo } from 'react';
import { useFailureToast } from '@/components/use-failure-toast';
import { useEntityAttributes, usePrefetchEntityAttributes, validateFacets } from '../api/definition-page';
import type { ArrayFacets, Facets } from '../api/facet-types';
import { definitionPageTexts as texts } from './definition-page-texts';
import { attributeChoice, withAttributeChoice, withAttributeChoices } from './draft-choices';
import type { DefinitionDraft } from './use-definition-draft';

/** Where an entity's attributes are read (ADR 0065: the outline has none), and a reader ahead for the tree. */
export function useAttributesSource(definition: DefinitionOutline) {
  const source = useMemo(
    () => ({ organisation: definition.organisation, name: definition.name, baselineLibraryId: definition.baselineLibraryId }),
    [definition.organisation, definition.name, definition.baselineLibraryId],
  );
  return { source, prefetch: usePrefetchEntityAttributes(source) };
}

interface ChosenEntityOptions {
  definition: DefinitionOutline;
  source: ReturnType<typeof useAttributesSource>['source'];
  tree: readonly OutlineEntity[];
  chosen: OutlineEntity | undefined;
  chosenAttributePath: string | null;
  functionNames: readonly string[];
  draft: Pick<DefinitionDraft, 'working' | 'change'>;
}

/**
 * The attribute side of the definition page: the chosen entity's attributes (read when it is
 * opened), the chosen attribute, the notes on the entity's function settings, and the changes an
 * attribute panel or 'Wijzig attribuutselectie' hands to the draft.
 */
export function useChosenEntity({ definition, source, tree, chosen, chosenAttributePath, functionNames, draft }: ChosenEntityOptions) {
  const { working, change } = draft;
  const attributes = useEntityAttributes(source, chosen?.path ?? null);
  useFailureToast(attributes.error, texts.attributesLoadFailed);
  const notes = useMemo(() => entityChoiceNotes(tree, working.choices.entities, functionNames), [tree, working.choices.entities, functionNames]);
  const withAttributes = chosen && attributes.data ? { name: chosen.name, attributes: attributes.data } : undefined;
  const attribute = withAttributes?.attributes.find((candidate) => candidate.path === chosenAttributePath);

  /** 'Wijzig attribuutselectie': the optional attributes whose tick changed. */
  const saveSelection = (selection: Record<string, boolean>) =>
    change((current) =>
      withAttributeChoices(
        current,
        Object.fromEntries(
          (withAttributes?.attributes ?? [])
            .filter((candidate) => !candidate.isRequired && (selection[candidate.path] ?? false) !== attributeChoice(current, candidate.path).selected)
            .map((candidate) => [candidate.path, { ...attributeChoice(current, candidate.path), selected: selection[candidate.path] ?? false }]),
        ),
      ),
    );

  return {
    withAttributes,
    attribute,
    failed: attributes.isError,
    notes: chosen ? notes[`entities.${chosen.path}`] : undefined,
    choiceOf: (path: string) => attributeChoice(working, path),
    setAttribute: (path: string) => (choice: AttributeChoice) => change((current) => withAttributeChoice(current, path, choice)),
    saveSelection,
    validateFacets: (attributePath: string) => (facets: Facets, arrayFacets: ArrayFacets) =>
      validateFacets(facets, arrayFacets, { organisation: definition.organisation, productName: definition.name, attributePath }),
  };
}
