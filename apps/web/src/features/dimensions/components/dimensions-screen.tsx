import { dimensionKinds } from '@afd/contracts';
import { Loader, Stack, Tabs, Title } from '@mantine/core';
import { useFailureToast } from '@/components/use-failure-toast';
import { useDimensionsQuery } from '@/lib/api/get-dimensions';
import { dimensionListTexts, dimensionScreenTexts as texts } from '../dimension-texts';
import { DimensionListPanel } from './dimension-list-panel';

/**
 * 'Beheer definities' (spec 000 §2 screen 5): the three dimension lists as tabs, {product}
 * Community (the certification areas, with their version), Berichtsoort and Domein; each saves one
 * item per change (ADR 0006).
 */
export default function DimensionsScreen() {
  const query = useDimensionsQuery();

  useFailureToast(query.isError, texts.loadFailed);

  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      {query.isPending ? (
        <Loader role="status" aria-label="Dimensies worden geladen" />
      ) : (
        // Only the open tab is rendered: each tab has its own add field and table.
        <Tabs defaultValue="certificationArea" keepMounted={false}>
          <Tabs.List>
            {dimensionKinds.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {dimensionListTexts[kind].tab}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {dimensionKinds.map((kind) => (
            <Tabs.Panel key={kind} value={kind}>
              <DimensionListPanel kind={kind} list={query.data?.[kind] ?? []} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
