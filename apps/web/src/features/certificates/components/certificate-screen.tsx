import type { Certificate, CertificateVerification } from '@afd/contracts';
import { Anchor, Badge, Code, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FileDrop } from '@/components/file-drop/file-drop';
import { ApiError } from '@/lib/api-error';
import { formatDate, formatDateTime } from '@/lib/dates';
import { routeHref } from '@/lib/paths';
import { useCertificate } from '../api/get-certificate';
import { useVerifyFile } from '../api/verify-file';
import { certificateTexts as texts, maxVerifiedFileBytes, verifiableExtensions } from './certificate-texts';

/**
 * A certificate's public page (issue 18, point 1): what was certified, against what, by which
 * checker, and its status; anybody can drop a file to see whether it is the certified original
 * or the enriched copy. No sign-in.
 */
export default function CertificateScreen() {
  const { kenmerk = '' } = useParams();
  const certificate = useCertificate(kenmerk);

  return (
    <Stack gap="md">
      <Title order={1}>{texts.title(certificate.data?.kenmerk ?? kenmerk)}</Title>
      {certificate.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{texts.loading}</Text>
        </Group>
      ) : certificate.isError ? (
        <Problem>{certificate.error instanceof ApiError && certificate.error.status === 404 ? texts.notFound(kenmerk) : texts.loadFailed(certificate.error.message)}</Problem>
      ) : (
        <>
          <CertificateFacts certificate={certificate.data} />
          <FileVerification kenmerk={certificate.data.kenmerk} />
        </>
      )}
    </Stack>
  );
}

// Shade 9 (7 for gray): white badge text and coloured alert titles stay above WCAG AA contrast;
// the theme's filled shade 8 of green is 3.5:1 (axe found it).
const statusColour = { geldig: 'teal.9', ingetrokken: 'red.9', vervangen: 'gray.7' } as const;

function CertificateFacts({ certificate }: { certificate: Certificate }) {
  const { key } = certificate;
  const rows: [string, ReactNode][] = [
    ['Organisatie', certificate.organisation],
    ['Schema', certificate.schemaName],
    ['Versie', certificate.schemaVersion],
    ['Baseline', `${key.certificationArea} / ${key.messageType} / ${key.applicationArea} (AFD ${certificate.afdVersion}.0)`],
    ['Baseline-bibliotheek aangemaakt', formatDateTime(certificate.baselineLibrary.createdAt)],
    ['SHA-256 van de baseline', <Hash value={certificate.baselineLibrary.sha256} />],
    ['Catalogusversie', certificate.catalogueVersion],
    [
      'Toegepaste regels',
      certificate.rules.length === 0 ? (
        texts.noRules
      ) : (
        <Stack gap={2}>
          {certificate.rules.map((rule) => (
            <Text key={rule.name} size="sm">
              {rule.name}: <Hash value={rule.sha256} />
            </Text>
          ))}
        </Stack>
      ),
    ],
    ['Versie van de controle', certificate.checkerVersion],
    ['Herkomst', texts.origin[certificate.origin]],
    ['Gecertificeerd op', formatDateTime(certificate.certifiedAt)],
    ['SHA-256 van het origineel', <Hash value={certificate.originalSha256} />],
    ['SHA-256 van de verrijkte kopie', <Hash value={certificate.enrichedSha256} />],
  ];
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text fw={600}>Status</Text>
        <Badge color={statusColour[certificate.status]} variant="filled" data-testid="certificate-status">
          {texts.status[certificate.status]}
        </Badge>
      </Group>
      {certificate.issuedAtUpgrade ? <Text>{texts.issuedAtUpgrade(formatDate(certificate.issuedAtUpgrade))}</Text> : null}
      {certificate.status !== 'geldig' && certificate.statusChangedAt ? <Text>{texts.statusSince(formatDate(certificate.statusChangedAt), certificate.statusReason)}</Text> : null}
      {certificate.supersededBy ? (
        <Text>
          {texts.supersededBy}{' '}
          <Anchor component={Link} to={routeHref('certificate', { kenmerk: certificate.supersededBy })}>
            {certificate.supersededBy}
          </Anchor>
        </Text>
      ) : null}
      <Table withTableBorder variant="vertical" aria-label="Gegevens van het certificaat">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={280} scope="row">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** A failure on white in red 9 (5.5:1): a tinted alert's text axe found too faint in the browser. */
function Problem({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="sm" role="alert" style={{ borderColor: 'var(--mantine-color-red-9)', borderWidth: 2 }}>
      <Text c="red.9">{children}</Text>
    </Paper>
  );
}

function Hash({ value }: { value: string }) {
  return <Code style={{ wordBreak: 'break-all' }}>{value}</Code>;
}

function FileVerification({ kenmerk }: { kenmerk: string }) {
  const verify = useVerifyFile(kenmerk);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  const check = async (chosen: File | null) => {
    setFile(chosen);
    setFileProblem(null);
    verify.reset();
    if (!chosen) return;
    if (chosen.size > maxVerifiedFileBytes) {
      setFileProblem(texts.fileTooLarge(chosen.name));
      return;
    }
    let content: ArrayBuffer;
    try {
      content = await chosen.arrayBuffer();
    } catch {
      setFileProblem(texts.fileUnreadable(chosen.name));
      return;
    }
    verify.mutate({ name: chosen.name, content });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="verify-title">
      <Title order={2} id="verify-title">
        {texts.verifyTitle}
      </Title>
      <Text>{texts.verifyIntro}</Text>
      <FileDrop accept={verifiableExtensions} file={file} onFileChange={(chosen) => void check(chosen)} error={fileProblem} disabled={verify.isPending} />
      {verify.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{texts.verifying}</Text>
        </Group>
      ) : null}
      {verify.isError ? <Problem>{verificationProblem(verify.error)}</Problem> : null}
      {verify.data ? <VerificationResult verification={verify.data} /> : null}
    </Stack>
  );
}

/**
 * A file larger than the certified ones (413) and too many checks from one address (429): the
 * server's own sentence says what happened and what to do; other failures get the general lead.
 */
function verificationProblem(error: Error): string {
  if (error instanceof ApiError && (error.status === 413 || error.status === 429) && error.detail) return error.detail;
  return texts.verifyFailed(error.message);
}

function VerificationResult({ verification }: { verification: CertificateVerification }) {
  const matches = verification.outcome !== 'geen';
  // On white, not in a tinted alert: shade 9 keeps the verdict above AA contrast (axe found the
  // alert's tinted body text too faint).
  return (
    <Paper withBorder p="sm" role="status" data-testid="verification-result" style={{ borderColor: `var(--mantine-color-${matches ? 'teal' : 'red'}-9)`, borderWidth: 2 }}>
      <Text fw={700} c={matches ? 'teal.9' : 'red.9'}>
        {verification.message}
      </Text>
      <Text size="sm">
        {texts.fileHash}: <Hash value={verification.sha256} />
      </Text>
    </Paper>
  );
}
