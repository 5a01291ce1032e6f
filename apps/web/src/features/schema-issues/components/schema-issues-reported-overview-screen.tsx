import { IssueOverviewScreen } from './issue-overview-screen';

/** 'Overzicht verzonden meldingen' (/schema-issues-reported-overview?organization=). */
export default function SchemaIssuesReportedOverviewScreen() {
  return <IssueOverviewScreen direction="reported" />;
}
