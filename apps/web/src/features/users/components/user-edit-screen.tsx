import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { appRoutes } from '@/lib/paths';
import { useAosOrganisationsQuery } from '../api/get-aos-organisations';
import { useOrganisationNamesQuery } from '@/lib/api/get-organisations';
import { useUserQuery } from '../api/get-user';
import { UserForm } from './user-form';
import { useFailureToast } from '@/components/use-failure-toast';

/**
 * 'Gebruiker bewerken' (spec 000 §2 screen 11, /user/{key}): the user's record, the known
 * organisations and the user's composition authorisations, loaded fresh; the form edits a copy.
 * Returns to the user list after saving or cancelling, asking first when changes are unsaved.
 */
export default function UserEditScreen() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const user = useUserQuery(key);
  const organisations = useOrganisationNamesQuery();
  const authorisations = useAosOrganisationsQuery(key);
  const [saved, setSaved] = useState(false);

  useFailureToast(user.error, 'Ophalen gebruikerinformatie is mislukt');
  useFailureToast(organisations.error, 'Ophalen van organisaties is mislukt');
  useFailureToast(authorisations.error, 'Laden van de lijst van gemachtigde organisaties is mislukt.');

  const backToList = () => void navigate(appRoutes.userList.path);
  // Leave after the render in which the saved form is no longer dirty, so the guard lets us go.
  useEffect(() => {
    if (saved) void navigate(appRoutes.userList.path);
  }, [saved, navigate]);

  const failed = user.isError || organisations.isError || authorisations.isError;
  // The form copies the record once; wait for this visit's own load, not an older cached answer.
  const loaded = user.isFetchedAfterMount && authorisations.isFetchedAfterMount;
  return (
    <Stack>
      <Title order={1}>Gebruiker bewerken</Title>
      {loaded && user.data && organisations.data && authorisations.data ? (
        <UserForm
          user={user.data}
          authorisations={authorisations.data}
          organisations={organisations.data}
          onSaved={() => setSaved(true)}
          onCancel={backToList}
        />
      ) : failed ? (
        <Stack align="flex-start">
          <Text>De gegevens van deze gebruiker kunnen niet worden getoond.</Text>
          <Button variant="default" onClick={backToList}>
            Terug
          </Button>
        </Stack>
      ) : (
        <Loader aria-label="Gebruiker wordt geladen" />
      )}
    </Stack>
  );
}
