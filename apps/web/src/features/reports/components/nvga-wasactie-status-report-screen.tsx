import { appRoutes } from '@/lib/paths';
import { ReportScreen } from './report-screen';

/** Rapportage: NVGA-2.0 wasactie status (/nvga-20-wasactie-status). */
export default function NvgaWasactieStatusReportScreen() {
  return <ReportScreen reportName="NvgaWasactieStatusReport" title={appRoutes.nvgaWasactieStatusReport.title} withPathFilter={false} cancellable={false} />;
}
