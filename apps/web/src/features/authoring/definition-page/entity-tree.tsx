import type { OutlineEntity } from '@afd/contracts';
import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { entityLabel, type TreeRow } from './tree-rows';

// The entity tree (001 §9: 400 px, rows of 22 px, virtual scroll): an ARIA tree for keyboard and
// screen-reader users too. Focus stays on the tree; aria-activedescendant names the active row,
// so only the rows in view exist in the DOM and a library of 20,000 nodes scrolls smoothly.

export const TREE_HEIGHT = 400;
export const ROW_HEIGHT = 22;

export interface EntityTreeProps {
  rows: TreeRow[];
  /** The row the keyboard is on. */
  activePath: string | null;
  onActivePathChange: (path: string) => void;
  onToggleExpanded: (path: string, expanded: boolean) => void;
  /** Select mode: the entity whose attributes show. Edit mode: toggles the entity's selection. */
  onChoose: (entity: OutlineEntity) => void;
  /** Select mode: the chosen entity (aria-selected). */
  chosenPath: string | null;
  /** Edit mode: whether each entity is ticked (aria-checked); undefined in select mode. */
  isChecked?: (entity: OutlineEntity) => boolean;
  /** Edit mode: a required entity cannot be unticked. */
  isLocked?: (entity: OutlineEntity) => boolean;
}

const treeStyle: CSSProperties = { overflow: 'auto', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, contain: 'strict' };
const rowStyle: CSSProperties = { position: 'absolute', top: 0, left: 0, width: '100%', display: 'flex', alignItems: 'center', gap: 4, cursor: 'pointer', whiteSpace: 'nowrap' };
const toggleStyle: CSSProperties = { display: 'inline-block', width: 14, textAlign: 'center', flex: 'none' };
const checkStyle = (checked: boolean, locked: boolean): CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 14,
  height: 14,
  flex: 'none',
  border: '1px solid var(--mantine-color-gray-7)',
  borderRadius: 2,
  fontSize: 11,
  lineHeight: 1,
  background: checked ? 'var(--mantine-color-blue-7)' : undefined,
  color: checked ? 'white' : undefined,
  opacity: locked ? 0.6 : 1,
});

const rowId = (path: string) => `entity-${path.replace(/[^A-Za-z0-9_-]/g, (character) => `_${character.charCodeAt(0)}`)}`;

export function EntityTree({ rows, activePath, onActivePathChange, onToggleExpanded, onChoose, chosenPath, isChecked, isLocked }: EntityTreeProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The tree's height is fixed (001 §9: 400 px), so there is nothing to measure or observe, and
    // the first render already holds the visible rows (without it the rows came one commit later,
    // after the effect that reports the size: a second render of the page on its cold opening).
    initialRect: { width: 0, height: TREE_HEIGHT },
    observeElementRect: (_instance, report) => {
      report({ width: 0, height: TREE_HEIGHT });
      return undefined;
    },
  });
  const activeIndex = Math.max(0, rows.findIndex((row) => row.entity.path === activePath));
  const active = rows[activeIndex];

  useEffect(() => {
    if (rows.length > 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, rows.length, virtualizer]);

  const moveTo = (index: number) => {
    const row = rows[Math.min(rows.length - 1, Math.max(0, index))];
    if (row) onActivePathChange(row.entity.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'ArrowRight':
        if (active.expandable && !active.expanded) onToggleExpanded(active.entity.path, true);
        else if (active.expanded) moveTo(activeIndex + 1);
        break;
      case 'ArrowLeft':
        if (active.expanded) onToggleExpanded(active.entity.path, false);
        else if (active.parentPath !== null) onActivePathChange(active.parentPath);
        break;
      case 'Enter':
      case ' ':
        onChoose(active.entity);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div
      ref={scrollRef}
      role="tree"
      aria-label="Entiteiten"
      aria-multiselectable={isChecked ? true : undefined}
      tabIndex={0}
      aria-activedescendant={active ? rowId(active.entity.path) : undefined}
      onKeyDown={onKeyDown}
      style={{ ...treeStyle, height: TREE_HEIGHT }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const { entity } = row;
          const checked = isChecked?.(entity);
          const locked = isLocked?.(entity) ?? false;
          const isActive = entity.path === active?.entity.path;
          const isChosen = checked === undefined && entity.path === chosenPath;
          return (
            <div
              key={entity.path}
              id={rowId(entity.path)}
              role="treeitem"
              aria-level={row.level}
              aria-posinset={row.position}
              aria-setsize={row.siblings}
              aria-expanded={row.expandable ? row.expanded : undefined}
              aria-selected={checked === undefined ? isChosen : undefined}
              aria-checked={checked}
              aria-disabled={locked || undefined}
              data-active={isActive || undefined}
              style={{
                ...rowStyle,
                transform: `translateY(${item.start}px)`,
                height: ROW_HEIGHT,
                paddingLeft: (row.level - 1) * 16 + 4,
                background: isChosen ? 'var(--mantine-color-blue-0)' : undefined,
                fontWeight: isChosen ? 600 : undefined,
                boxShadow: isActive ? 'inset 0 0 0 1px var(--mantine-color-blue-6)' : undefined,
              }}
              title={entity.shortDescription || undefined}
              onClick={() => {
                onActivePathChange(entity.path);
                onChoose(entity);
              }}
            >
              <Box
                component="span"
                aria-hidden
                style={toggleStyle}
                onClick={(event) => {
                  event.stopPropagation();
                  if (row.expandable) onToggleExpanded(entity.path, !row.expanded);
                  onActivePathChange(entity.path);
                }}
              >
                {row.expandable ? (row.expanded ? '▾' : '▸') : ''}
              </Box>
              {checked !== undefined ? (
                <span aria-hidden style={checkStyle(checked, locked)}>
                  {checked ? '✓' : ''}
                </span>
              ) : null}
              {/* Cut off with an ellipsis in the narrow tree: the title holds the whole name (issue 16). */}
              <Text span size="sm" truncate title={entityLabel(entity)}>
                {entityLabel(entity)}
              </Text>
            </div>
          );
        })}
      </div>
    </div>
  );
}
