import { definitionPropertyProblems, productSegments, type DefinitionProperties } from '@afd/afd/authoring';
import type { Codelist, DefinitionMetadata } from '@afd/contracts';
import { Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormElement } from '@/components/form/form-element';
import { FormNativeSelect, FormTextarea, FormTextInput } from '@/components/form/form-fields';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { useDefinitionMetadata, usePropertyCodelists, useSaveMetadata } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';

export interface PropertiesModalProps {
  organisation: string;
  name: string;
  basedOn: string;
  /** The organisation's other definitions' names: 'Productnaam bestaat al binnen deze organisatie.' */
  otherNames: readonly string[];
  onClose: () => void;
}

/** The form's text values; the product segment as the select's text. */
const formSchema = z.object({
  name: z.string(),
  definitionVersion: z.string(),
  brancheCode: z.string(),
  porCode: z.string(),
  ingangsdatum: z.string(),
  einddatum: z.string(),
  riskCarrier: z.string(),
  productSegment: z.string(),
  tag: z.string(),
  changelog: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

const propertiesOf = (values: FormValues): DefinitionProperties => ({ ...values, productSegment: Number(values.productSegment) as DefinitionProperties['productSegment'] });

/** The §5 rules of packages/afd as the form's schema: the same messages the server answers. */
const schemaFor = (otherNames: readonly string[]) =>
  formSchema.superRefine((values, context) => {
    const problems = definitionPropertyProblems(propertiesOf(values), { otherProductNames: otherNames });
    for (const [field, message] of Object.entries(problems)) context.addIssue({ code: 'custom', message, path: [field] });
  });

const valuesOf = (metadata: DefinitionMetadata): FormValues => {
  let changelog = metadata.encodedChangelog;
  try {
    changelog = decodeURIComponent(metadata.encodedChangelog);
  } catch {
    // Shown as stored: better than an empty field the next save would write back.
  }
  return { ...metadata, productSegment: String(metadata.productSegment), changelog };
};

const optionsOf = (list: Codelist | undefined) => [{ value: '', label: '' }, ...(list?.listItems ?? []).map((item) => ({ value: item.value, label: `${item.value} - ${item.label}` }))];

function PropertiesForm({ metadata, codelists, props }: { metadata: DefinitionMetadata; codelists: Codelist[]; props: PropertiesModalProps }) {
  const save = useSaveMetadata();
  const api = useApiForm({
    schema: schemaFor(props.otherNames),
    defaultValues: valuesOf(metadata),
    mode: 'all',
    send: async (values) => {
      const { changelog, ...rest } = values;
      await save.mutateAsync({
        organisation: props.organisation,
        name: props.name,
        metadata: { ...rest, productSegment: Number(values.productSegment) as DefinitionMetadata['productSegment'], encodedChangelog: encodeURIComponent(changelog), datacatVersion: metadata.datacatVersion, revision: metadata.revision },
      });
      showSuccess(texts.metadataSaved);
      // A new product name is saved with the properties, in the same save (one revision).
      if (values.name.trim() !== props.name) showSuccess(texts.renamed);
      return SAVED;
    },
    failureText: (values) => (values.name.trim() !== props.name ? texts.renameFailed : texts.metadataSaveFailed),
    serverField: (path) => (path in formSchema.shape ? (path as keyof FormValues) : path === 'encodedChangelog' ? 'changelog' : null),
    onSaved: props.onClose,
  });
  const { control, trigger, formState } = api.form;
  // The rules tie fields together (a tag demands a risk carrier, dates compare): once anything
  // changed, every field is checked again so a message appears where the fix belongs.
  const watched = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty) void trigger();
  }, [watched, formState.isDirty, trigger]);
  const list = (name: string) => codelists.find((candidate) => candidate.name === name);
  return (
    <FormElement api={api} aria-label={texts.properties}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput control={control} name="name" label="Productnaam" withAsterisk />
          <FormTextInput control={control} name="definitionVersion" label="Versie AFD-definitie" withAsterisk description="nnn.nn" />
          <FormNativeSelect control={control} name="brancheCode" label="Branche (ADNBRA)" data={optionsOf(list('ADNBRA'))} />
          <FormNativeSelect control={control} name="porCode" label="Premie-ontvangst (PORMAA)" data={optionsOf(list('PORMAA'))} />
          <FormTextInput control={control} name="ingangsdatum" label="Ingangsdatum" description="d-m-jjjj" />
          <FormTextInput control={control} name="einddatum" label="Einddatum" description="d-m-jjjj" />
          <FormTextInput control={control} name="tag" label="Tag" />
          <FormTextInput control={control} name="riskCarrier" label="Risicodrager" />
          <FormNativeSelect control={control} name="productSegment" label="ProductSegment" data={productSegments.map((segment) => ({ value: String(segment.code), label: segment.label }))} />
          <TextInput label="Versie datacatalogus" value={metadata.datacatVersion ?? ''} readOnly variant="filled" />
        </SimpleGrid>
        <FormTextarea control={control} name="changelog" label="Wijzigingshistorie" rows={4} />
        <FormModalActions api={api} untilValid untilDirty onCancel={props.onClose} />
      </Stack>
    </FormElement>
  );
}

/** 'Eigenschappen' of a definition (001 §4, §5): save disabled while invalid or unchanged. */
export function PropertiesModal(props: PropertiesModalProps) {
  const metadata = useDefinitionMetadata(props.organisation, props.name, true);
  const codelists = usePropertyCodelists(props.organisation, props.basedOn, true);
  useFailureToast(metadata.error, texts.metadataLoadFailed);
  useFailureToast(codelists.error, texts.codelistsLoadFailed(props.basedOn));
  return (
    <FocusReturningModal opened onClose={props.onClose} title={`${texts.properties}: ${props.name}`} size="xl">
      {metadata.data ? (
        <PropertiesForm metadata={metadata.data} codelists={codelists.data ?? []} props={props} />
      ) : metadata.isError ? null : (
        <Loader role="status" aria-label="Eigenschappen worden geladen" />
      )}
    </FocusReturningModal>
  );
}
