import type { CertifiedSchema } from '@afd/contracts';
import { Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BaselineKeySelects } from '@/components/baseline-key-selects/baseline-key-selects';
import { emptyBaselineKey, type BaselineKeySelection } from '@/components/baseline-key-selects/baseline-key';
import { useBaselineKeyData } from '@/components/baseline-key-selects/use-baseline-key-data';
import { CertificateLink } from '@/components/certificate-link';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FileDrop } from '@/components/file-drop/file-drop';
import { useFileUpload } from '@/components/file-drop/use-file-upload';
import { useOrganisationsQuery } from '@/lib/api/get-organisations';
import { showError, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { ApiError } from '@/lib/api-error';
import { compareDutch } from '@/lib/sorting';
import { useCertifyManually } from '../api/certify-manually';
import { openRequestsQueryKey, useOpenRequestsQuery } from '../api/get-open-requests';
import { OpenRequestsTable } from './open-requests-table';

const accept = ['.xsd'] as const;
const nameInUseQuestion = 'Weet u dit zeker? De opgegeven naam is al in gebruik';

/**
 * 'Certificeer handmatig' (spec 000 §2 screen 4, /manualuploadxsd): an administrator certifies an
 * XSD by hand for an organisation (the first by default); the open requests are listed below.
 */
export default function ManualCertificationScreen() {
  const queryClient = useQueryClient();
  const organisationsQuery = useOrganisationsQuery();
  const openRequests = useOpenRequestsQuery();
  const keyData = useBaselineKeyData();
  const certify = useCertifyManually(() => void queryClient.invalidateQueries({ queryKey: openRequestsQueryKey }));
  const [organisation, setOrganisation] = useState<string | null>(null);
  const [key, setKey] = useState<BaselineKeySelection>(emptyBaselineKey);
  const upload = useFileUpload();
  const { file } = upload;
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [certified, setCertified] = useState<CertifiedSchema | null>(null);

  useFailureToast(organisationsQuery.isError, 'Ophalen van organisaties is mislukt');

  const organisations = useMemo(
    () => (organisationsQuery.data?.organisations ?? []).map((entry) => entry.name).sort(compareDutch),
    [organisationsQuery.data],
  );
  const chosenOrganisation = organisation ?? organisations[0] ?? null;
  const { certificationAreaId, messageTypeId, applicationAreaId } = key;
  const ready = Boolean(file && chosenOrganisation && certificationAreaId && messageTypeId && applicationAreaId && name.trim() !== '');

  const submit = async (overwrite: boolean) => {
    if (!file || !chosenOrganisation || !certificationAreaId || !messageTypeId || !applicationAreaId) return;
    const input = { file, organisation: chosenOrganisation, certificationAreaId, messageTypeId, applicationAreaId, name, overwrite };
    const outcome = await upload.send((onProgress) => certify.mutateAsync({ input, onProgress }));
    if (outcome.ok) {
      setConfirming(false);
      setCertified(outcome.answer);
      upload.clearFile();
      setName('');
      showSuccess('Certificering is succesvol zonder fouten.');
      return;
    }
    const { failure } = outcome;
    if (!overwrite && failure instanceof ApiError && failure.status === 409 && failure.detail === nameInUseQuestion) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    upload.fail(failure);
    showError('Certificering mislukt.');
  };

  return (
    <Stack>
      <Title order={1}>Certificeer handmatig</Title>
      <NativeSelect
        label="Organisatie"
        data={organisations}
        value={chosenOrganisation ?? ''}
        onChange={(event) => setOrganisation(event.currentTarget.value)}
        disabled={organisations.length === 0}
      />
      <FileDrop
        accept={accept}
        file={file}
        onFileChange={upload.chooseFile}
        progress={upload.progress}
        error={upload.error}
      />
      <BaselineKeySelects {...keyData} certificationAreaVersion="1" value={key} onChange={setKey} />
      <TextInput label="Naam" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Group>
        <Button onClick={() => void submit(false)} disabled={!ready} loading={upload.uploading && !confirming}>
          Certificeer
        </Button>
      </Group>
      {certified ? <Text>{`Het schema is opgeslagen als '${certified.name}'`}</Text> : null}
      {certified ? <CertificateLink kenmerk={certified.kenmerk} /> : null}
      <ConfirmDialog opened={confirming} message={nameInUseQuestion} onConfirm={() => void submit(true)} onCancel={() => setConfirming(false)} confirming={upload.uploading} />
      <Title order={2}>Openstaande aanvragen</Title>
      {openRequests.data ? (
        <OpenRequestsTable requests={openRequests.data} />
      ) : openRequests.isError ? (
        <Text>De openstaande aanvragen kunnen nu niet worden getoond.</Text>
      ) : (
        <Loader aria-label="Openstaande aanvragen worden geladen" />
      )}
    </Stack>
  );
}
