import { userUpdateSchema, type RoleCode, type UserDetails } from '@afd/contracts';
import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormElement } from '@/components/form/form-element';
import { FormTextInput } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { showSuccess } from '@/components/toasts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useUpdateUser } from '../api/update-user';
import {
  authorisationsAfterOrganisationChange,
  authorisationsAfterRoleChange,
  isAdministratorRole,
  knownOrganisationOf,
  movesToAnotherOrganisation,
  userFormDefaults,
  wantedOrganisationOf,
} from '../user-form-values';
import { CompositionAuthorisationsField } from './composition-authorisations-field';
import { OrganisationField } from './organisation-field';
import { YesNoRadioGroup } from './yes-no-radio-group';

export interface UserFormProps {
  user: UserDetails;
  /** The user's online-composition organisations as recorded. */
  authorisations: readonly string[];
  /** Every known organisation name. */
  organisations: readonly string[];
  /** After a successful save, once the form holds no unsaved changes any more. */
  onSaved: () => void;
  onCancel: () => void;
}

const roleChoices: { value: RoleCode; label: string }[] = [
  { value: 'B', label: 'Beheerder (B)' },
  { value: 'C', label: 'Certificeerder (C)' },
  { value: 'V', label: 'Valideerder (V)' },
];

type ChoiceField =
  | 'actief'
  | 'koatActief'
  | 'isKoatGebruiker'
  | 'notifyOnAfdDefinitionsChange'
  | 'notifyOnAfdDefinitionsMeldingen'
  | 'isAfdDefinitionDownloader'
  | 'isAfsMappingServiceGebruiker';

const activityChoices: { name: ChoiceField; label: string }[] = [
  { name: 'actief', label: 'Actief' },
  { name: 'koatActief', label: 'KOAT actief' },
  { name: 'isKoatGebruiker', label: 'KOAT-gebruiker' },
];
const notificationChoices: { name: ChoiceField; label: string }[] = [
  { name: 'notifyOnAfdDefinitionsChange', label: 'Notificatie bij wijziging van AFD-definities' },
  { name: 'notifyOnAfdDefinitionsMeldingen', label: 'Notificatie bij meldingen over AFD-definities' },
];
const systemAccountChoices: { name: ChoiceField; label: string }[] = [
  { name: 'isAfdDefinitionDownloader', label: 'Systeemaccount voor downloaden van AFD-definities' },
  { name: 'isAfsMappingServiceGebruiker', label: 'Systeemaccount voor AFS mapping service' },
];

// The field messages come from the contract's schema (userFormTexts in packages/contracts), which
// the server validates with too. For whoever searches the web app for them:
// 'Voorletters zijn verplicht', 'Achternaam is verplicht', 'Organisatie is verplicht', 'Rol is verplicht'.

/**
 * The edit form of one user (spec 000 §5). It edits a copy: nothing reaches the cache or the
 * server until 'Opslaan', which stays disabled while the form is invalid. Every invalid field
 * shows its message from the start, so the administrator sees why.
 */
export function UserForm({ user, authorisations, organisations, onSaved, onCancel }: UserFormProps) {
  const defaultValues = useMemo(() => userFormDefaults(user, authorisations, organisations), [user, authorisations, organisations]);
  const save = useUpdateUser();
  const api = useApiForm({
    schema: userUpdateSchema,
    defaultValues,
    send: async (values) => {
      const saved = await save.mutateAsync(values);
      showSuccess('Opgeslagen');
      // The form holds the saved record, so the unsaved-changes guard lets the screen go.
      return { saved: true, resetTo: userFormDefaults(saved, values.authorizationsForAfdOnlineSamenstellen, organisations) };
    },
    failureText: 'Opslaan gebruikerinformatie is mislukt',
    // A long form: the refused field may be out of sight.
    announceFieldErrors: true,
    mode: 'all',
    onSaved,
  });
  const { control, formState, setValue, getValues, trigger } = api.form;

  useEffect(() => {
    void trigger();
  }, [trigger]);

  const role = useWatch({ control, name: 'role' });
  const organisation = useWatch({ control, name: 'organization' });
  const savedOrganisation = knownOrganisationOf(user, organisations);
  const isAdministrator = isAdministratorRole(role);
  const organisationMoves = !isAdministrator && movesToAnotherOrganisation(savedOrganisation, organisation);

  const changeOrganisation = (next: string) => {
    setValue('organization', next, { shouldDirty: true, shouldValidate: true });
    // Spec 000 §4: changing the organisation resets the selections.
    setValue('authorizationsForAfdOnlineSamenstellen', authorisationsAfterOrganisationChange(getValues('role'), organisations), { shouldDirty: true });
  };
  const changeRole = (next: RoleCode) => {
    setValue('role', next, { shouldDirty: true, shouldValidate: true });
    const selected = getValues('authorizationsForAfdOnlineSamenstellen') ?? [];
    setValue('authorizationsForAfdOnlineSamenstellen', authorisationsAfterRoleChange(next, selected, organisations), { shouldDirty: true });
  };

  const choice = ({ name, label }: { name: ChoiceField; label: string }) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <YesNoRadioGroup label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
      )}
    />
  );

  return (
    <FormElement api={api} aria-label="Gebruiker bewerken">
      <UnsavedChangesGuard when={formState.isDirty} />
      <Stack gap="lg">
        <Paper withBorder p="md">
          <Stack>
            <Title order={2} size="h4">
              Persoonsgegevens
            </Title>
            <TextInput label="E-mailadres" value={user.email} readOnly variant="filled" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FormTextInput control={control} name="initials" label="Voorletters" withAsterisk />
              <FormTextInput control={control} name="prefix" label="Tussenvoegsel" />
              <FormTextInput control={control} name="surname" label="Achternaam" withAsterisk />
              <FormTextInput control={control} name="telephoneNumber" label="Telefoonnummer" type="tel" />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p="md">
          <Stack>
            <Title order={2} size="h4">
              Organisatie en rol
            </Title>
            <Controller
              control={control}
              name="organization"
              render={({ field, fieldState }) => (
                <OrganisationField
                  organisations={organisations}
                  value={field.value ?? ''}
                  onChange={changeOrganisation}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  wantedOrganisation={wantedOrganisationOf(user, organisations)}
                  showAuthorisationNotice={!isAdministrator}
                />
              )}
            />
            <Controller
              control={control}
              name="role"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label="Rol"
                  withAsterisk
                  value={field.value ?? null}
                  onChange={(next) => changeRole(next as RoleCode)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                >
                  <Group gap="lg" mt={4}>
                    {roleChoices.map((roleChoice) => (
                      <Radio key={roleChoice.value} value={roleChoice.value} label={roleChoice.label} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <Controller
              control={control}
              name="authorizationsForAfdOnlineSamenstellen"
              render={({ field, fieldState }) => (
                <CompositionAuthorisationsField
                  organisations={organisations}
                  selected={field.value ?? []}
                  onChange={field.onChange}
                  lockedForAdministrator={isAdministrator}
                  lockedByOrganisationChange={organisationMoves}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="md">
          <Stack>
            <Title order={2} size="h4">
              Activiteit, notificaties en systeemaccounts
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {[...activityChoices, ...notificationChoices, ...systemAccountChoices].map(choice)}
            </SimpleGrid>
          </Stack>
        </Paper>

        {formState.isValid ? null : (
          <Text size="sm" c="red" role="status">
            Vul de verplichte velden in om op te kunnen slaan.
          </Text>
        )}
        <Group>
          <SubmitButton api={api} untilValid>
            Opslaan
          </SubmitButton>
          <Button variant="default" onClick={onCancel} disabled={api.pending}>
            Annuleren
          </Button>
        </Group>
      </Stack>
    </FormElement>
  );
}
