import { Loader, Text } from '@mantine/core';
import { definitionPageTexts as texts } from './definition-page-texts';

/** In place of the attribute list while the chosen entity's attributes are read (ADR 0065), or when reading them failed. */
export function AttributesPending({ failed }: { failed: boolean }) {
  if (failed)
    return (
      <Text size="sm" c="red">
        {texts.attributesLoadFailed}
      </Text>
    );
  return <Loader size="sm" role="status" aria-label={texts.attributesLoading} />;
}
