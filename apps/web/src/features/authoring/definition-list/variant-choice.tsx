import type { DefinitionSummary } from '@afd/contracts';
import { variantTexts } from '@afd/afd/authoring';
import { NativeSelect } from '@mantine/core';

/** A variant as the publish modal names it: its name and version. */
export type ChosenVariant = { name: string; version: string };

const keyOf = (variant: ChosenVariant) => `${variant.name} ${variant.version}`;

/** The definition's active variants: the ones that can be certified and published (001 §2 'Publish modal'). */
export const publishableVariants = (definition: DefinitionSummary): ChosenVariant[] => definition.variants.filter((variant) => variant.isActive);

/** The publish modal's variant choice (001 §5): 'Selecteer variant.' until one is chosen. */
export function VariantChoice({ definition, value, onChange, disabled }: { definition: DefinitionSummary; value: ChosenVariant | null; onChange: (variant: ChosenVariant | null) => void; disabled: boolean }) {
  const variants = publishableVariants(definition);
  return (
    <NativeSelect
      label="Variant"
      required
      value={value ? keyOf(value) : ''}
      data={[{ value: '', label: '' }, ...variants.map((variant) => ({ value: keyOf(variant), label: keyOf(variant) }))]}
      onChange={(event) => onChange(variants.find((variant) => keyOf(variant) === event.currentTarget.value) ?? null)}
      error={value ? null : variantTexts.selectVariant}
      disabled={disabled}
    />
  );
}
