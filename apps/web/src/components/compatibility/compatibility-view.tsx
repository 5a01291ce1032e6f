import type { CompatibilityDirection, SchemaCompatibility, VersionCompatibility } from '@afd/contracts';
import { Badge, Code, List, Stack, Text } from '@mantine/core';
import { compatibilityTexts as texts } from './compatibility-texts';

// Compatibility between versions of a schema (issue 32), shown where a version appears: the
// certification and publish results, the register's versions and the comparison page.

const directions = ['newAcceptedByOld', 'oldAcceptedByNew'] as const;

const breaks = (pair: VersionCompatibility) => directions.some((direction) => pair[direction].verdict === 'niet-compatibel');
const compatible = (pair: VersionCompatibility) => directions.every((direction) => pair[direction].verdict === 'compatibel');

/** One line per compared version: compatible, not compatible, or to be judged by a person. */
export function compatibilityLabel(pair: VersionCompatibility, latest: boolean): string {
  if (compatible(pair)) return latest ? texts.compatibleWithPrevious : texts.compatibleWith(pair.version);
  if (breaks(pair)) return texts.notCompatibleWith(pair.version);
  return texts.manualWith(pair.version);
}

// Shade 9: white badge text stays above WCAG AA contrast (as on the certificate page).
const colourOf = (pair: VersionCompatibility) => (compatible(pair) ? 'teal.9' : breaks(pair) ? 'red.9' : 'gray.7');

/** A version's stored compatibility: per compared version a badge, and what breaks with its counterexample. */
export function CompatibilityView({ compatibility }: { compatibility: SchemaCompatibility }) {
  return (
    <Stack gap="xs" data-testid={`compatibility-${compatibility.version}`}>
      {compatibility.against.map((pair, index) => (
        <Stack key={pair.version} gap={4}>
          <Badge color={colourOf(pair)} variant="filled" style={{ alignSelf: 'flex-start' }}>
            {compatibilityLabel(pair, index === 0)}
          </Badge>
          {compatible(pair) ? null : <PairDetails pair={pair} />}
        </Stack>
      ))}
      {compatibility.breaks.length > 0 ? <Text size="sm">{texts.breaks(compatibility.breaks)}</Text> : null}
      {compatibility.transitive ? <Text size="sm" c="dimmed">{texts.transitive}</Text> : null}
    </Stack>
  );
}

/** Both directions of one pair, each with its verdict, reasons and (when broken) the counterexample message. */
export function PairDetails({ pair }: { pair: Pick<VersionCompatibility, 'newAcceptedByOld' | 'oldAcceptedByNew'> }) {
  return (
    <Stack gap="xs">
      {directions.map((direction) => (
        <DirectionDetails key={direction} label={texts.directions[direction]} direction={pair[direction]} />
      ))}
    </Stack>
  );
}

function DirectionDetails({ label, direction }: { label: string; direction: CompatibilityDirection }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        {label}: <strong>{texts.verdicts[direction.verdict]}</strong>
      </Text>
      {direction.verdict === 'compatibel' ? null : (
        <List size="sm">
          {direction.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
      {direction.verdict === 'niet-compatibel' ? (
        <>
          <Text size="sm">{texts.counterexample(direction.counterexample.validUnder)}</Text>
          <Code block aria-label={texts.counterexample(direction.counterexample.validUnder)}>
            {direction.counterexample.message}
          </Code>
        </>
      ) : null}
    </Stack>
  );
}
