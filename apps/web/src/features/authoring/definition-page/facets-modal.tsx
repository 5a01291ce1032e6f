import { Alert, Stack, Table, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { FormElement } from '@/components/form/form-element';
import { FormCheckbox, FormTextInput } from '@/components/form/form-fields';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { definitionPageTexts as texts } from './definition-page-texts';
import { dutchDecimal } from './facet-display';
import { numberFacets, typedFacet, useFacetsForm, type FacetsFormOptions, type NumberFacet } from './use-facets-form';

export type FacetsModalProps = FacetsFormOptions;

/** The baseline's value as read (Dutch decimal comma); the inputs keep the standard's dot. */
const shown = (value: number | undefined) => (value === undefined ? '' : dutchDecimal(value));

/**
 * 'Attribuut wijzigen' (AFD 2.0, 001 §2, §5): the baseline's facets read-only next to the actual
 * ones. The form must be valid before saving; the server then checks the facets against the
 * baseline, and only an empty answer saves. uniqueItems stays on when the baseline demands it.
 */
export function FacetsModal(props: FacetsModalProps) {
  const { attribute, onClose } = props;
  const { api, objections, uniqueForced } = useFacetsForm(props);
  const { control } = api.form;
  const typed = useWatch({ control });
  const baseline = attribute.facets.baseline;
  const baselineArray = attribute.arrayFacets.baseline;
  const shownFacets = numberFacets.filter((facet) => baseline[facet] !== undefined || (typed[facet] ?? '') !== '' || facetApplies(facet, attribute.type));
  const input = (facet: NumberFacet | 'minItems' | 'maxItems') => <FormTextInput control={control} name={facet} size="xs" aria-label={`${facet} ${texts.actual}`} inputMode="decimal" />;
  const title = `${texts.editAttribute}: ${attribute.name}`;

  return (
    <FocusReturningModal opened onClose={onClose} title={title} size="lg">
      <FormElement api={api} aria-label={title}>
        <Stack>
          <Text size="sm">Type: {attribute.type ?? '—'}</Text>
          <Table aria-label="Facetten" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Facet</Table.Th>
                <Table.Th>{texts.baseline}</Table.Th>
                <Table.Th>{texts.actual}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shownFacets.map((facet) => (
                <Table.Tr key={facet}>
                  <Table.Td>{facet}</Table.Td>
                  <Table.Td>{shown(baseline[facet])}</Table.Td>
                  <Table.Td>{input(facet)}</Table.Td>
                </Table.Tr>
              ))}
              {baselineArray !== null ? (
                <>
                  <Table.Tr>
                    <Table.Td>minItems</Table.Td>
                    <Table.Td>{typedFacet(baselineArray.minItems)}</Table.Td>
                    <Table.Td>{input('minItems')}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>maxItems</Table.Td>
                    <Table.Td>{typedFacet(baselineArray.maxItems)}</Table.Td>
                    <Table.Td>{input('maxItems')}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>uniqueItems</Table.Td>
                    <Table.Td>{baselineArray.uniqueItems ? 'true' : 'false'}</Table.Td>
                    <Table.Td>
                      <FormCheckbox control={control} name="uniqueItems" aria-label={`uniqueItems ${texts.actual}`} disabled={uniqueForced} />
                    </Table.Td>
                  </Table.Tr>
                </>
              ) : null}
            </Table.Tbody>
          </Table>
          {objections.length > 0 ? (
            <Alert color="red" title={texts.invalidValue}>
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {objections.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <FormModalActions api={api} untilValid onCancel={onClose}>
            {texts.save}
          </FormModalActions>
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}

/** Which facets a type can have at all: lengths for strings, bounds and steps for numbers. */
function facetApplies(facet: NumberFacet, type: string | null): boolean {
  const numeric = type === 'integer' || type === 'number' || type === 'decimal';
  if (facet === 'minLength' || facet === 'maxLength') return type === 'string';
  return numeric;
}
