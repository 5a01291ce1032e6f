import { isSameOrganisationName } from '@afd/afd/organisations';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useOrganisationsQuery } from '@/lib/api/get-organisations';
import { OrganisationPicker } from '@/components/organisation-picker/organisation-picker';
import { useOrganisationChoice } from '@/components/organisation-picker/use-organisation-choice';
import { config } from '@/lib/config';
import { useCurrentUser } from '@/lib/session/use-session';
import { useAuthorizingOrganisations } from '../api/get-authorizing-organisations';
import { useDownloadEnabledOrganisations } from '../api/get-download-enabled-organisations';
import { useFailureToast } from '@/components/use-failure-toast';
import { DownloadAuthorisationForm } from './download-authorisation-form';

/**
 * 'Beheer downloadmachtigingen' (spec 000 §2 screen 16) at /organisationsafddownloadgrant and
 * /organisationschema-download-authorization/:organisation. Administrators choose any
 * organisation; a certifier manages only their own (the server refuses others with 403).
 */
export default function DownloadAuthorisationsScreen() {
  const { organisation: routeOrganisation } = useParams();
  const user = useCurrentUser();
  const organisations = useOrganisationsQuery();
  const allNames = organisations.data?.organisations.map((row) => row.name);
  const ownOrganisation = user?.organization ?? null;
  const authorised = user?.isAdministrator ? allNames : ownOrganisation ? [ownOrganisation] : [];
  const choice = useOrganisationChoice({ authorised, ownOrganisation, preselected: routeOrganisation });
  const enabled = useDownloadEnabledOrganisations(choice.selected);
  const authorizing = useAuthorizingOrganisations();

  // The admin's own screen (/organisationsafddownloadgrant, spec 000) starts from the list of
  // organisations to choose from: its failure is 000 §8's 'Ophalen van lijst van organisaties is
  // mislukt'. Opened for one organisation (from 'Beheer schema's', 001 §8) the same call gives
  // the organisations to switch, and its failure is 'Ophalen van organisaties is mislukt'.
  useFailureToast(organisations.isError, routeOrganisation === undefined ? 'Ophalen van lijst van organisaties is mislukt' : 'Ophalen van organisaties is mislukt');
  useFailureToast(enabled.isError, 'Ophalen van machtigingen is mislukt');
  useFailureToast(authorizing.isError, 'Ophalen van lijst organisatie-authorisaties voor downloaden van AFD-definities is mislukt');

  const selected = choice.selected;
  const ready = selected !== null && allNames !== undefined && enabled.isSuccess && !authorizing.isPending;
  // Without the list of restricting organisations, a stored choice still tells that one was made.
  const restricted = authorizing.data?.some((name) => isSameOrganisationName(name, selected ?? '')) ?? enabled.data !== null;

  return (
    <Stack>
      <Title order={1}>Beheer downloadmachtigingen</Title>
      <OrganisationPicker choice={choice} alwaysDropdown={user?.isAdministrator ?? false} />
      <Alert color="blue" variant="light" role="note">
        Deze machtiging geldt alleen voor AFD-definities met de tag SUIV, SUIV-COMBI, SUIV-EP of SUIV-BIJ.
      </Alert>
      {selected !== null && !ready && !enabled.isError && !organisations.isError ? <Loader role="status" aria-label="Machtigingen worden geladen" /> : null}
      {ready ? (
        <DownloadAuthorisationForm
          key={selected}
          organisation={selected}
          allOrganisations={allNames}
          standardsOrganisation={config.productName}
          enabledOrganisations={enabled.data}
          restricted={restricted}
        />
      ) : null}
    </Stack>
  );
}
