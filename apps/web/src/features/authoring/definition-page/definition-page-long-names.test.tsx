import type { DefinitionWithTree } from '@afd/contracts';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FetchStub, json } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { afd1Library, codelists, definitionOn, organisation, productName, selectedAttribute, serveDefinition } from './definition-page.fixture';

// Issue 16: names longer than any real one, without spaces to break at. jsdom lays nothing out, so
// this holds the rules that keep them inside their boxes; e2e/tests/long-names-authoring.spec.ts
// measures the result in a browser at 1440×900 and 1024×768.

const route = `/productdefinitie/${encodeURIComponent(organisation)}/Schade-Contractbericht-Particulier/${encodeURIComponent(productName)}`;
const longEntity = `ENTITEIT_${'E'.repeat(110)}`;
const longAttribute = `ATTRIBUUT_${'A'.repeat(110)}`;
const longDescription = `Omschrijving_${'O'.repeat(150)}`;

/** The fixture's definition with PP and its attribute PP_BEDRAG renamed to the long names. */
function withLongNames(): DefinitionWithTree {
  const definition = definitionOn(afd1Library, { attributes: { 'PP@PP_BEDRAG': selectedAttribute() } });
  const entity = definition.children[0]?.name === 'PP' ? definition.children[0] : undefined;
  const attribute = entity?.attributes.find((candidate) => candidate.name === 'PP_BEDRAG');
  if (!entity || !attribute) throw new Error('the fixture has no PP with PP_BEDRAG');
  entity.name = longEntity;
  attribute.name = longAttribute;
  attribute.description = longDescription;
  return definition;
}

const wrapsAnywhere = (element: Element) => element.closest('[style*="overflow-wrap: anywhere"]') !== null;

it('cuts a long entity name off in the tree with the whole name as its title, and lets the attribute list, the panel and the subject line wrap anywhere', async () => {
  const definition = withLongNames();
  const server = serveDefinition(new FetchStub(), () => definition)
    .on('GET', '/api/BaselineLibraries/baselineLibrary', () =>
      json({ basedOn: definition.basedOn, certificationAreaVersion: '1', baselineLibraryId: definition.baselineLibraryId, creationTime: definition.baselineLibraryCreationTime, datacatVersion: '20260201', codelists }),
    );
  const { user } = renderApp(route, { user: demoUsers.validator, server });
  const tree = await screen.findByRole('tree', { name: 'Entiteiten' });
  const label = within(tree).getByText(longEntity);
  expect(label).toHaveAttribute('title', longEntity);
  expect(wrapsAnywhere(screen.getByText(productName))).toBe(true);

  await user.click(within(tree).getByRole('treeitem', { name: longEntity }));
  const list = await screen.findByRole('list', { name: `Attributen van ${longEntity}` });
  expect(wrapsAnywhere(list)).toBe(true);
  await user.click(within(list).getByRole('button', { name: new RegExp(`^${longAttribute}`) }));
  expect(wrapsAnywhere(await screen.findByText(longDescription))).toBe(true);
  // In the list, the panel's heading and its Naam field.
  for (const name of screen.getAllByText(longAttribute)) expect(wrapsAnywhere(name)).toBe(true);
}, 30_000);
