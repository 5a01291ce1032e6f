import type { OpenApiDescription } from '@afd/contracts';
import { ActionIcon, Box, Group, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { activeMethods, type OpenApiNode } from './openapi-model';
import { openApiTexts as texts } from './openapi-texts';

export interface OpenApiTreeProps {
  description: OpenApiDescription;
  selected: OpenApiNode;
  onSelect: (node: OpenApiNode) => void;
  onAddPath: () => void;
  onRemovePath: (path: string) => void;
}

const sameNode = (a: OpenApiNode, b: OpenApiNode) => JSON.stringify(a) === JSON.stringify(b);

interface NodeProps {
  label: string;
  /** The button's name where the label alone repeats (a path's Servers, Parameters ...). */
  name?: string;
  node: OpenApiNode;
  depth: number;
  expanded?: boolean;
  onToggle?: () => void;
  actions?: ReactNode;
  children?: ReactNode;
  selected: OpenApiNode;
  onSelect: (node: OpenApiNode) => void;
}

function Node({ label, name, node, depth, expanded, onToggle, actions, children, selected, onSelect }: NodeProps) {
  const isSelected = sameNode(node, selected);
  return (
    <li>
      <Group gap={4} wrap="nowrap" pl={depth * 16} h={26}>
        {onToggle ? (
          <ActionIcon size="sm" variant="subtle" onClick={onToggle} aria-expanded={expanded} aria-label={`${name ?? label} ${expanded ? 'inklappen' : 'uitklappen'}`}>
            {expanded ? '▾' : '▸'}
          </ActionIcon>
        ) : (
          <Box w={22} />
        )}
        <UnstyledButton
          onClick={() => onSelect(node)}
          aria-current={isSelected ? 'true' : undefined}
          aria-label={name}
          px={6}
          style={{ borderRadius: 4, background: isSelected ? 'var(--mantine-color-blue-1)' : undefined, fontWeight: isSelected ? 600 : undefined, overflowWrap: 'anywhere' }}
        >
          {label}
        </UnstyledButton>
        {actions}
      </Group>
      {expanded && children ? <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul> : null}
    </li>
  );
}

/**
 * The description as a tree (001 §2): OpenAPI, Info, Servers, Paths — open at first — and per path
 * its Servers, Parameters and Operations with the active operations (GET, PUT, POST, PATCH) below.
 * Paths come sorted (the description keeps them so); Paths has the add control, each path its remove.
 */
export function OpenApiTree({ description, selected, onSelect, onAddPath, onRemovePath }: OpenApiTreeProps) {
  const [pathsOpen, setPathsOpen] = useState(true);
  const [expandedPaths, setExpandedPaths] = useState<ReadonlySet<string>>(new Set());
  const toggle = (set: ReadonlySet<string>, key: string) => {
    const next = new Set(set);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  };

  // A path that becomes the selection opens, to show where its servers, parameters and operations
  // are: chosen in the tree, or just added (the screen selects the new path). Adjusted while
  // rendering, when the selection changes, so the user can still close it afterwards.
  const [seen, setSeen] = useState(selected);
  if (!sameNode(seen, selected)) {
    setSeen(selected);
    if (selected.kind === 'path' && !expandedPaths.has(selected.path)) setExpandedPaths(toggle(expandedPaths, selected.path));
  }
  const select = onSelect;
  const at = { selected, onSelect: select };
  const selectedPath = selected.kind !== 'path' && 'path' in selected ? selected.path : null;
  return (
    <nav aria-label="Structuur van de OpenAPI Description">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <Node {...at} label="OpenAPI" node={{ kind: 'root' }} depth={0} expanded>
          <Node {...at} label="Info" node={{ kind: 'info' }} depth={1} />
          <Node {...at} label="Servers" node={{ kind: 'servers' }} depth={1} />
          <Node
            {...at}
            label="Paths"
            node={{ kind: 'paths' }}
            depth={1}
            expanded={pathsOpen}
            onToggle={() => setPathsOpen(!pathsOpen)}
            actions={
              <ActionIcon size="sm" variant="light" onClick={onAddPath} aria-label={texts.addPath}>
                +
              </ActionIcon>
            }
          >
            {description.paths.map(({ path, pathItem }) => {
              const open = expandedPaths.has(path) || selectedPath === path;
              return (
                <Node
                  {...at}
                  key={path}
                  label={path}
                  node={{ kind: 'path', path }}
                  depth={2}
                  expanded={open}
                  onToggle={() => setExpandedPaths(toggle(expandedPaths, path))}
                  actions={
                    <ActionIcon size="sm" variant="subtle" color="red" onClick={() => onRemovePath(path)} aria-label={`Verwijder path ${path}`}>
                      ×
                    </ActionIcon>
                  }
                >
                  <Node {...at} label="Servers" name={`Servers van ${path}`} node={{ kind: 'pathServers', path }} depth={3} />
                  <Node {...at} label="Parameters" name={`Parameters van ${path}`} node={{ kind: 'pathParameters', path }} depth={3} />
                  <Node {...at} label="Operations" name={`Operations van ${path}`} node={{ kind: 'pathOperations', path }} depth={3} expanded>
                    {activeMethods(pathItem).map((method) => (
                      <Node {...at} key={method} label={method.toUpperCase()} name={`${method.toUpperCase()} ${path}`} node={{ kind: 'pathOperation', path, method }} depth={4} />
                    ))}
                  </Node>
                </Node>
              );
            })}
          </Node>
        </Node>
      </ul>
    </nav>
  );
}
