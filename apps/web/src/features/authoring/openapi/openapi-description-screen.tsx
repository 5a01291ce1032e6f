import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showFailure } from '@/components/toasts';
import { saveFile } from '@/lib/save-file';
import { downloadOpenApiDescription } from '../api/openapi';
import { SubjectHeader } from '../subject-header';
import { addPath, removePath } from '@afd/afd/authoring';
import { nodeExists, type OpenApiNode } from './openapi-model';
import { OpenApiTree } from './openapi-tree';
import { openApiTexts as texts } from './openapi-texts';
import { PathModal } from './path-modal';
import { SelectedPanel } from './selected-panel';
import { useOpenApiEditor } from './use-openapi-editor';
import { ValidatorCard } from './validator-card';

/** Where the panel goes when its node is gone (a path removed or renamed, an operation switched off). */
const fallback = (node: OpenApiNode): OpenApiNode => (node.kind === 'pathOperation' ? { kind: 'pathOperations', path: node.path } : { kind: 'paths' });

/**
 * The OpenAPI description editor (001 §2, flag AosOpenApi, AFD 2.0 definitions): back to the
 * definition list, export as YAML or JSON, the specification version, the server validator's
 * 'Errors', the tree and the panel of its chosen node. How and when a change is stored: see
 * useOpenApiEditor.
 */
export default function OpenApiDescriptionScreen() {
  const { organisation = '', baseline = '', productname = '' } = useParams();
  const editor = useOpenApiEditor(organisation, productname);
  const [selected, setSelected] = useState<OpenApiNode>({ kind: 'paths' });
  const [addingPath, setAddingPath] = useState(false);
  const [pathToRemove, setPathToRemove] = useState<string | null>(null);
  const description = editor.description;

  const exportAs = async (format: 'yaml' | 'json') => {
    try {
      const file = await downloadOpenApiDescription(organisation, productname, format);
      saveFile(file.blob, file.fileName ?? `${productname}.${format}`);
    } catch (error) {
      showFailure(texts.downloadFailed, error);
    }
  };

  const shown = description && !nodeExists(description, selected) ? fallback(selected) : selected;
  return (
    <Stack>
      <SubjectHeader
        title={texts.title}
        organisation={organisation}
        baseline={baseline}
        productname={productname}
        load={{ isLoading: editor.loaded.isLoading, error: editor.loaded.error, loadingLabel: 'OpenAPI Description wordt geladen', failureText: texts.loadFailed }}
        actions={
          <Group gap="xs">
            <Button size="xs" variant="default" disabled={!editor.isStored} onClick={() => void exportAs('yaml')}>
              {texts.exportYaml}
            </Button>
            <Button size="xs" variant="default" disabled={!editor.isStored} onClick={() => void exportAs('json')}>
              {texts.exportJson}
            </Button>
          </Group>
        }
      >
        {description ? (
          <Text size="sm">
            {texts.specificationVersion}: OpenAPI {description.openApiSpecificationVersion}
          </Text>
        ) : null}
      </SubjectHeader>
      <ValidatorCard errors={editor.errors} />
      {description ? (
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Paper withBorder p="xs" w={400} miw={260} style={{ flexShrink: 0 }}>
            <OpenApiTree description={description} selected={shown} onSelect={setSelected} onAddPath={() => setAddingPath(true)} onRemovePath={setPathToRemove} />
          </Paper>
          <Box style={{ flexGrow: 1, minWidth: 0 }}>
            <SelectedPanel node={shown} description={description} functions={editor.functions} onChange={editor.change} onChangePath={editor.changePath} onSelect={setSelected} onAddPath={() => setAddingPath(true)} />
          </Box>
        </Group>
      ) : null}
      {addingPath && description ? (
        <PathModal
          paths={description.paths.map((entry) => entry.path)}
          onSubmit={(path) => {
            if (editor.changePath(addPath(description, path))) setSelected({ kind: 'path', path });
            setAddingPath(false);
          }}
          onClose={() => setAddingPath(false)}
        />
      ) : null}
      <ConfirmDialog
        opened={pathToRemove !== null}
        message={texts.confirmDelete}
        onConfirm={() => {
          if (description && pathToRemove !== null) editor.changePath(removePath(description, pathToRemove));
          setPathToRemove(null);
        }}
        onCancel={() => setPathToRemove(null)}
      />
    </Stack>
  );
}
