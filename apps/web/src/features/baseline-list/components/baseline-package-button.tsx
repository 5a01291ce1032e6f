import type { BaselineSchema } from '@afd/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { showFailure } from '@/components/toasts';
import { downloadBaselinePackage } from '../api/download-baseline-package';

/**
 * 'Baseline downloaden' of one row: the package members check their schemas against in their own
 * build. The server decides who may have it ('beheerders only', allowed combinations) and says why not.
 */
export function BaselinePackageButton({ baseline }: { baseline: BaselineSchema }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBaselinePackage(baseline);
    } catch (failure) {
      showFailure('Downloaden van de baseline is mislukt', failure);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={downloading}
      onClick={() => void download()}
      aria-label={`Baseline downloaden ${baseline.certificationArea}-${baseline.messageType}-${baseline.applicationArea}`}
    >
      Baseline downloaden
    </Button>
  );
}
