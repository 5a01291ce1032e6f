import { renamePath, type PathChange } from '@afd/afd/authoring';
import type { OpenApiDescription } from '@afd/contracts';
import { InfoPanel } from './info-panel';
import { OperationPanel } from './operation-panel';
import { OperationsPanel } from './operations-panel';
import { pathItemOf, toggleOperation, updateOperation, updatePathItem, type OpenApiNode } from './openapi-model';
import { ParametersList } from './parameters-list';
import { PathPanel } from './path-panel';
import { PathsPanel } from './paths-panel';
import { RootPanel } from './root-panel';
import { ServersList } from './servers-list';

export interface SelectedPanelProps {
  node: OpenApiNode;
  description: OpenApiDescription;
  functions: readonly string[];
  onChange: (description: OpenApiDescription) => void;
  /** A path renamed: applied when it holds; false (and its message shown) when it does not. */
  onChangePath: (result: PathChange<OpenApiDescription>) => boolean;
  onSelect: (node: OpenApiNode) => void;
  onAddPath: () => void;
}

/** The panel of the chosen tree node (001 §2); each change it makes is a whole new description. */
export function SelectedPanel({ node, description, functions, onChange, onChangePath, onSelect, onAddPath }: SelectedPanelProps) {
  if (node.kind === 'root') return <RootPanel description={description} />;
  if (node.kind === 'info') return <InfoPanel key={JSON.stringify(description.info)} info={description.info} onSave={(info) => onChange({ ...description, info })} />;
  if (node.kind === 'servers') return <ServersList servers={description.servers} onChange={(servers) => onChange({ ...description, servers })} />;
  if (node.kind === 'paths') return <PathsPanel paths={description.paths.map((entry) => entry.path)} onOpen={(path) => onSelect({ kind: 'path', path })} onAdd={onAddPath} />;
  const item = pathItemOf(description, node.path);
  if (!item) return null;
  switch (node.kind) {
    case 'path':
      return (
        <PathPanel
          key={node.path}
          path={node.path}
          otherPaths={description.paths.map((entry) => entry.path).filter((path) => path !== node.path)}
          onRename={(newPath) => {
            if (onChangePath(renamePath(description, node.path, newPath))) onSelect({ kind: 'path', path: newPath });
          }}
        />
      );
    case 'pathServers':
      return <ServersList servers={item.servers} onChange={(servers) => onChange(updatePathItem(description, node.path, (current) => ({ ...current, servers })))} />;
    case 'pathParameters':
      return <ParametersList parameters={item.parameters} onChange={(parameters) => onChange(updatePathItem(description, node.path, (current) => ({ ...current, parameters })))} />;
    case 'pathOperations':
      return <OperationsPanel path={node.path} pathItem={item} onToggle={(method) => onChange(toggleOperation(description, node.path, method))} />;
    case 'pathOperation': {
      const operation = item[node.method];
      if (!operation) return null;
      return <OperationPanel path={node.path} method={node.method} operation={operation} functions={functions} onChange={(next) => onChange(updateOperation(description, node.path, node.method, () => next))} />;
    }
  }
}
