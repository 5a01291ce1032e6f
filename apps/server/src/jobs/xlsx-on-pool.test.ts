import { storedPart, zipOfParts } from '@afd/afd/demo';
import { describe, expect, it } from 'vitest';
import { nestedBombWorkbook, workbookOfSharedStrings } from '../../test/helpers/hostile-workbooks.ts';
import { CertificationPool } from './certification-pool.ts';
import { WorkerOutOfMemory } from './worker-task-stopped.ts';

// Importeer XLSX reads the workbook on the pool: our ZIP reader first, exceljs only on a rebuilt
// archive of what it passed, and a worker whose heap reaches its ceiling fails only its own task.

const firstCells = (count: number) => Array.from({ length: count }, (_, index) => [`tekst ${index + 1}`]);

describe('reading a workbook on the pool', () => {
  it('reads a legal workbook in a worker and inline alike', async () => {
    const content = workbookOfSharedStrings(3);
    for (const size of [1, 0]) {
      const pool = new CertificationPool({ size });
      try {
        expect(await pool.perform('readXlsxTable', { content, fileName: 'Import.xlsx' })).toEqual({ ok: true, table: { header: ['tekst 1'], rows: firstCells(3).slice(1) } });
      } finally {
        await pool.close();
      }
    }
  });

  it("refuses issue 28's workbook with the reader's Dutch reason, before exceljs sees a byte of it", async () => {
    const pool = new CertificationPool({ size: 1 });
    try {
      // Refused by the portal's reader: exceljs would have answered a table or thrown, never this reason.
      expect(await pool.perform('readXlsxTable', { content: nestedBombWorkbook(), fileName: 'Aanval.xlsx' })).toEqual({
        ok: false,
        zipRefused: "'Aanval.xlsx' is geen geldig ZIP-bestand: de inhoudsopgave klopt niet met de bestanden erin.",
      });
      // A plain ZIP without a workbook passes the reader and is no workbook to exceljs.
      expect(await pool.perform('readXlsxTable', { content: zipOfParts([storedPart('a.txt', 'a')]), fileName: 'Leeg.xlsx' })).toEqual({ ok: false, zipRefused: null });
    } finally {
      await pool.close();
    }
  });

  it('fails a workbook too large for the memory ceiling with the Dutch 422, replaces the worker and serves the next task', async () => {
    // 150,000 rows of distinct strings need some 170 MB of exceljs' heap; this pool's workers have 96 MB.
    const pool = new CertificationPool({ size: 1, maxMemoryMb: 96, taskTimeoutMs: 120_000 });
    try {
      const large = pool.perform('readXlsxTable', { content: workbookOfSharedStrings(150_000), fileName: 'Groot.xlsx' });
      const next = pool.perform('readXlsxTable', { content: workbookOfSharedStrings(2), fileName: 'Klein.xlsx' });
      const failure = await large.then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(WorkerOutOfMemory);
      expect((failure as WorkerOutOfMemory).toProblemDetails()).toMatchObject({ status: 422, detail: 'Het bestand is te groot of te ingewikkeld om te verwerken.' });
      expect(await next).toEqual({ ok: true, table: { header: ['tekst 1'], rows: [['tekst 2']] } });
    } finally {
      await pool.close();
    }
  }, 120_000);
});
