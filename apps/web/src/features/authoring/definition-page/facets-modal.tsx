import type { AttributeChoice } from '@afd/afd/authoring';
import { Alert, Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import type { ArrayFacets, Facets, TreeAttributeWire } from '../api/facet-types';
import { definitionPageTexts as texts } from './definition-page-texts';
import { dutchDecimal } from './facet-display';

type NumberFacet = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'multipleOf';
type ArrayNumberFacet = 'minItems' | 'maxItems';

// In the order every facet list of the page uses (facet-display.ts): lengths together, min before max.
const numberFacets: NumberFacet[] = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
const signed = new Set<NumberFacet>(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);
const wholeNumber = /^[0-9]+$/;

/** What a facet input accepts (001 §5): digits only; a sign for min/max; decimals for type number. */
function facetPattern(facet: NumberFacet, type: string | null): RegExp {
  const decimals = type === 'number' || type === 'decimal';
  if (facet === 'minLength' || facet === 'maxLength') return wholeNumber;
  const sign = signed.has(facet) ? '-?' : '';
  return new RegExp(`^${sign}[0-9]+${decimals ? '(\\.[0-9]+)?' : ''}$`);
}

export interface FacetsModalProps {
  attribute: TreeAttributeWire;
  choice: AttributeChoice;
  /** Asks the server (POST /api/FacetsValidator); resolves to its objections, empty when fine. */
  validate: (facets: Facets, arrayFacets: ArrayFacets) => Promise<string[]>;
  onSave: (choice: AttributeChoice) => void;
  onClose: () => void;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
/** The baseline's value as read (Dutch decimal comma); the inputs keep the standard's dot. */
const shown = (value: number | undefined) => (value === undefined ? '' : dutchDecimal(value));

/**
 * 'Attribuut wijzigen' (AFD 2.0, 001 §2, §5): the baseline's facets read-only next to the actual
 * ones. The form must be valid before saving; the server then checks the facets against the
 * baseline, and only an empty answer saves. uniqueItems stays on when the baseline demands it.
 */
export function FacetsModal({ attribute, choice, validate, onSave, onClose }: FacetsModalProps) {
  const baseline = attribute.facets.baseline;
  const baselineArray = attribute.arrayFacets.baseline;
  const actual: Facets = { ...baseline, ...choice.facets };
  const actualArray: ArrayFacets = { ...(baselineArray ?? {}), ...choice.arrayFacets };
  const [typed, setTyped] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(numberFacets.map((facet) => [facet, text(actual[facet])])),
    minItems: text(actualArray.minItems),
    maxItems: text(actualArray.maxItems),
  }));
  const uniqueForced = baselineArray?.uniqueItems === true;
  const [unique, setUnique] = useState(uniqueForced || actualArray.uniqueItems === true);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const shownFacets = numberFacets.filter((facet) => baseline[facet] !== undefined || typed[facet] !== '' || facetApplies(facet, attribute.type));
  const invalid = (facet: NumberFacet | ArrayNumberFacet) => {
    const value = typed[facet] ?? '';
    if (value === '') return false;
    return facet === 'minItems' || facet === 'maxItems' ? !wholeNumber.test(value) : !facetPattern(facet, attribute.type).test(value);
  };
  const formValid = [...numberFacets, 'minItems' as const, 'maxItems' as const].every((facet) => !invalid(facet));

  const submit = async () => {
    if (!formValid) return;
    const facets: Facets = {};
    for (const facet of numberFacets) if (typed[facet]) facets[facet] = Number(typed[facet]);
    // Keys the baseline fixes and the form does not show (pattern, enumeration, format) stay as they are.
    const { pattern, enumeration, const: fixed, format, totalDigits, fractionDigits } = actual;
    Object.assign(facets, { pattern, enumeration, const: fixed, format, totalDigits, fractionDigits });
    const arrayFacets: ArrayFacets = baselineArray === null ? {} : { uniqueItems: unique || undefined };
    if (baselineArray !== null) {
      if (typed.minItems) arrayFacets.minItems = Number(typed.minItems);
      if (typed.maxItems) arrayFacets.maxItems = Number(typed.maxItems);
    }
    const clean = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
    setChecking(true);
    try {
      const objections = await validate(clean(facets), clean(arrayFacets));
      setServerErrors(objections);
      if (objections.length > 0) return;
      const own = <T extends object>(all: T, base: object): T =>
        Object.fromEntries(Object.entries(all).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify((base as Record<string, unknown>)[key]))) as T;
      onSave({ ...choice, facets: own(clean(facets), baseline), arrayFacets: own(clean(arrayFacets), baselineArray ?? {}) });
      onClose();
    } catch {
      setServerErrors([texts.invalidValue]);
    } finally {
      setChecking(false);
    }
  };

  const input = (facet: NumberFacet | ArrayNumberFacet) => (
    <TextInput
      size="xs"
      aria-label={`${facet} ${texts.actual}`}
      value={typed[facet] ?? ''}
      inputMode="decimal"
      error={invalid(facet) ? texts.invalidValue : undefined}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTyped((current) => ({ ...current, [facet]: value }));
        // The server's objections were about the values as they were: a changed value clears them.
        setServerErrors([]);
      }}
    />
  );

  return (
    <FocusReturningModal opened onClose={onClose} title={`${texts.editAttribute}: ${attribute.name}`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
                    <Table.Td>{text(baselineArray.minItems)}</Table.Td>
                    <Table.Td>{input('minItems')}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>maxItems</Table.Td>
                    <Table.Td>{text(baselineArray.maxItems)}</Table.Td>
                    <Table.Td>{input('maxItems')}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>uniqueItems</Table.Td>
                    <Table.Td>{baselineArray.uniqueItems ? 'true' : 'false'}</Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`uniqueItems ${texts.actual}`}
                        checked={unique}
                        disabled={uniqueForced}
                        onChange={(event) => {
                          setUnique(event.currentTarget.checked);
                          setServerErrors([]);
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                </>
              ) : null}
            </Table.Tbody>
          </Table>
          {serverErrors.length > 0 ? (
            <Alert color="red" title={texts.invalidValue}>
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {serverErrors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" disabled={!formValid} loading={checking}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </FocusReturningModal>
  );
}

/** Which facets a type can have at all: lengths for strings, bounds and steps for numbers. */
function facetApplies(facet: NumberFacet, type: string | null): boolean {
  const numeric = type === 'integer' || type === 'number' || type === 'decimal';
  if (facet === 'minLength' || facet === 'maxLength') return type === 'string';
  return numeric;
}
