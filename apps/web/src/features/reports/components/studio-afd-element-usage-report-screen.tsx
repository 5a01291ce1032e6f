import { appRoutes } from '@/lib/paths';
import { ReportScreen } from './report-screen';

/** Rapportage: Studio AFD-elementen gebruik (/studio-afd-element-usage-report), with the path filter; cancellable. */
export default function StudioAfdElementUsageReportScreen() {
  return <ReportScreen reportName="StudioAfdElementUsageReport" title={appRoutes.studioAfdElementUsageReport.title} withPathFilter={true} cancellable={true} />;
}
