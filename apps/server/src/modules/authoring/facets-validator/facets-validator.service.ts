import { facetChoiceProblems, libraryIndex } from '@afd/afd';
import type { FacetsValidatorBody } from '@afd/contracts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import { definitionWithLibrary } from '../definition-store/definition-library.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { definitionProblems } from '../definition-store/definition-texts.ts';

// 'Attribuut wijzigen' asks before it saves (001 §5 'Facet modal', §7 POST /api/FacetsValidator):
// the facets must hold on their own, and, for an attribute of a definition, narrow the facets
// of that attribute in the definition's baseline library. The same rules refuse a save
// (packages/afd facetChoiceProblems), so what this call accepts the save accepts too.

/** The Dutch objections to the facets; empty when they are fine. */
export async function facetObjections(db: Db, principal: Principal, body: FacetsValidatorBody): Promise<string[]> {
  const { facets, arrayFacets, organisation: organisationName, productName, attributePath } = body;
  if (organisationName === undefined || productName === undefined || attributePath === undefined) return facetChoiceProblems(null, facets, arrayFacets);
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const { library } = await definitionWithLibrary(db, organisation, productName);
  const attribute = libraryIndex(library).attributes.get(attributePath);
  if (!attribute) throw definitionProblems.attributeNotFound(attributePath);
  return facetChoiceProblems(attribute, facets, arrayFacets);
}
