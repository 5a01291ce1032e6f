import { Loader, Text } from '@mantine/core';
import { useFailureToast } from '@/components/use-failure-toast';
import { useBaseFunctions } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';

/**
 * In 'Nieuwe definitie': the standards body's base functions a new definition starts with
 * (docs/authoring.md 'Functions'), read from `GET /api/Productdefinities/BaseFunctions`. If they cannot
 * be read, 001 §8 says 'Ophalen standaard functies is mislukt'; the server still gives the new
 * definition the base functions, so creating stays possible.
 */
export function BaseFunctionsNote() {
  const query = useBaseFunctions();
  useFailureToast(query.error, texts.baseFunctionsLoadFailed);
  if (query.isPending) return <Loader size="xs" role="status" aria-label="Standaardfuncties worden geladen" />;
  if (query.isError) return null;
  return (
    <Text size="sm">
      {texts.baseFunctionsIntro} {query.data.map((fn) => (fn.active ? fn.name : `${fn.name} (niet actief)`)).join(', ')}
    </Text>
  );
}
