import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useFailureToast } from '@/components/use-failure-toast';
import { useDefinitionOutline } from '../api/definition-page';
import { SubjectHeader } from '../subject-header';
import { DefinitionEditor } from './definition-editor';
import { definitionPageTexts as texts } from './definition-page-texts';

/**
 * 'AFD Online Samenstellen' for one definition (/productdefinitie/:organisation/:baseline/:productname,
 * 001 §2): Terug, the subject line, and the editor once the definition's outline is loaded.
 */
export default function DefinitionPageScreen() {
  const { organisation = '', baseline = '', productname = '' } = useParams();
  const definition = useDefinitionOutline(organisation, productname);
  useFailureToast(definition.error, texts.loadFailed);
  // A reload after a refused save starts the editor afresh on what is stored.
  const [generation, setGeneration] = useState(0);
  const reload = () => void definition.refetch().then(() => setGeneration((current) => current + 1));

  return (
    <Stack>
      <SubjectHeader
        title={texts.title}
        organisation={organisation}
        baseline={baseline}
        productname={productname}
        load={{ isLoading: definition.isLoading, error: definition.error, loadingLabel: 'Definitie wordt geladen', failureText: texts.loadFailed }}
      />
      {definition.data && !definition.error ? <DefinitionEditor key={generation} definition={definition.data} onReload={reload} /> : null}
    </Stack>
  );
}
