import type { BaselineSchema } from '@afd/contracts';
import { Anchor, Code, Loader, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { useFailureToast } from '@/components/use-failure-toast';
import { useBaselinesQuery } from '@/lib/api/get-baselines';
import { config } from '@/lib/config';
import { routeHref } from '@/lib/paths';
import { BaselinePackageButton } from './baseline-package-button';
import classes from './baseline-rows.module.css';

/** The definition list of a baseline: its three key names, as the route spells them. */
const definitionsHref = (baseline: BaselineSchema) =>
  routeHref('definitionList', { certificationArea: baseline.certificationArea, messageType: baseline.messageType, applicationArea: baseline.applicationArea });

/** The baseline's three names as one, as the screens' subject lines join them. */
const baselineName = (baseline: BaselineSchema) => [baseline.certificationArea, baseline.messageType, baseline.applicationArea].join(' – ');

/**
 * One link per row, on the certification area's name, named after the whole baseline; its click
 * area covers the row (baseline-rows.module.css), so a click in any cell opens the baseline.
 */
const columns: ColumnDef<BaselineSchema>[] = [
  {
    accessorKey: 'certificationArea',
    header: `${config.productName} Community`,
    cell: ({ row }) => (
      <Anchor component={Link} to={definitionsHref(row.original)} className={classes.rowLink} aria-label={baselineName(row.original)}>
        {row.original.certificationArea}
      </Anchor>
    ),
  },
  { accessorKey: 'messageType', header: 'Berichtsoort' },
  { accessorKey: 'applicationArea', header: 'Domein' },
  // Issue 18: members take the baseline into their own build for afd-certify (ADR 0042).
  { id: 'package', header: 'Offline controle', enableSorting: false, cell: ({ row }) => <BaselinePackageButton baseline={row.original} /> },
];

/**
 * 'AFD Online Samenstellen' (/berichtdefinities, spec 001 §2): the baselines a definition can be
 * built on, sorted by certification area, message type and domain; each leads to its definition
 * list, and offers its baseline package for the offline checker.
 */
export default function BaselineListScreen() {
  const query = useBaselinesQuery();
  useFailureToast(query.isError, 'Ophalen van baselines is mislukt');

  return (
    <Stack>
      <Title order={1}>AFD Online Samenstellen</Title>
      <Text>Kies de baseline waarop u AFD-definities wilt samenstellen.</Text>
      <Text size="sm">
        Met 'Baseline downloaden' haalt u het baselinepakket op waartegen de portal certificeert. Daarmee controleert u een schema in uw eigen
        omgeving, met dezelfde meldingen als de portal: <Code>npx afd-certify --baseline &lt;pakket&gt; &lt;schema&gt;</Code>.
      </Text>
      {query.isPending ? (
        <Loader role="status" aria-label="Baselines worden geladen" />
      ) : (
        <div className={classes.rows}>
          <DataTable
          data={query.data ?? []}
          columns={columns}
          label="Baselines"
          getRowId={(baseline) => baseline.id}
          initialSorting={[
            { id: 'certificationArea', desc: false },
            { id: 'messageType', desc: false },
            { id: 'applicationArea', desc: false },
          ]}
          />
        </div>
      )}
    </Stack>
  );
}
