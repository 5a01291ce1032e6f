import { appRoutes } from '@/lib/paths';
import { ReportScreen } from './report-screen';

/** Rapportage: gecertificeerde AFD-definities (/certified-schemas-report), with the path filter. */
export default function CertifiedSchemasReportScreen() {
  return <ReportScreen reportName="CertifiedAfdDefinitionsReport" title={appRoutes.certifiedSchemasReport.title} withPathFilter={true} cancellable={false} />;
}
