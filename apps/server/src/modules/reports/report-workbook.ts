import type { ReportContent } from '@afd/afd';
import ExcelJS from 'exceljs';

/** The report as an XLSX workbook: a sheet per table, bold frozen header with a filter, wrapped text. */
export async function reportWorkbook(content: ReportContent, createdAt: Date): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'AFD-portaal';
  workbook.created = createdAt;
  for (const table of content.tables) {
    const sheet = workbook.addWorksheet(table.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((column) => ({ header: column.header, width: column.width }));
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row).alignment = { vertical: 'top', wrapText: true };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
