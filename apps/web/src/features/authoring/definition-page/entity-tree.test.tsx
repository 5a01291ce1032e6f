import type { OutlineEntity } from '@afd/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EntityTree, ROW_HEIGHT, TREE_HEIGHT } from './entity-tree';
import { treeRows } from './tree-rows';

// The tree's first render already holds the rows in view: its height is fixed, so the virtualizer
// starts from it instead of waiting for an effect to report the size, which cost the definition
// page a second render of everything on its cold opening (bench:definition-editor, issue 29).
// renderToString runs no effect at all: what it returns is exactly the first render.

const entity = (index: number): OutlineEntity => ({
  path: `/Root/Entiteit${index}`,
  name: `Entiteit${index}`,
  entityTypeName: null,
  shortDescription: '',
  minOccurs: 0,
  maxOccurs: 1,
  children: [],
});

describe('EntityTree', () => {
  it('draws the rows in view, and only those, in its first render', () => {
    const rows = treeRows(Array.from({ length: 500 }, (_, index) => entity(index)), new Set(), () => true);
    const markup = renderToString(
      <MantineProvider>
        <EntityTree rows={rows} activePath={null} onActivePathChange={() => undefined} onToggleExpanded={() => undefined} onChoose={() => undefined} chosenPath={null} />
      </MantineProvider>,
    );
    const drawn = markup.match(/role="treeitem"/g)?.length ?? 0;
    const inView = Math.ceil(TREE_HEIGHT / ROW_HEIGHT);
    expect(drawn).toBeGreaterThanOrEqual(inView);
    // The rows in view and the virtualizer's overscan below them, not the 500.
    expect(drawn).toBeLessThan(inView + 20);
    expect(markup).toContain('Entiteit0');
  });
});
